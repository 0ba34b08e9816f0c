import { fleetOptionsFromEnv } from './env';
import { startFleet } from './fleet';

/** `npm run fleet`: starts the simulated players alone and lists them; Ctrl+C stops them. */
const fleet = await startFleet(fleetOptionsFromEnv(process.env));
for (const player of fleet.players) {
  const notes = Object.keys(player.fault()).join(', ');
  console.log(
    `${player.url}  ${player.serial}  ${player.modelId}  ${player.name}${notes ? `  [${notes}]` : ''}`,
  );
}
console.log(`${fleet.players.length} simulated players ready.`);

const stop = () => {
  void fleet.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
