// A simulated fleet in its own process, so a benchmark can measure it from outside (memory) and the console
// side does not share its event loop. Started by childFleet.ts with fork(); options as JSON in argv[2].
import { startFleet, type FleetOptions } from '../mock-server/fleet';

const options = JSON.parse(process.argv[2] ?? '{}') as FleetOptions;
const fleet = await startFleet(options);
process.send?.({
  type: 'ready',
  port: fleet.players[0]?.port ?? 0,
  ips: fleet.players.map((player) => player.ip),
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'rss') process.send?.({ type: 'rss', value: process.memoryUsage().rss });
  if (message.type === 'close') void fleet.close().then(() => process.exit(0));
});
