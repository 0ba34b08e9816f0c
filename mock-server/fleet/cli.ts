/** `npm run fleet`: starts the simulated players alone and lists them; Ctrl+C stops them. */
import { keepServing } from '../lastResort';
import { fleetOptionsFromEnv } from './env';
import { startFleet } from './fleet';

// A failure inside one request must never stop the other players.
keepServing({ info: (message) => console.log(message), error: (message) => console.error(message) });

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
