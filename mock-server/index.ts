// `npm run mock`: the mock platform and device-control backend on http://127.0.0.1:3001 (see cliOptions.ts).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createMockServer } from './app';
import { fleetOptionsFromEnv, startFleet } from './fleet';
import { optionsFromEnv, type CommandLineOptions } from './cliOptions';
import { DEMO_PASSWORD } from './constants';
import { DEMO_ACCOUNTS } from './db/seedUsers';
import { keepServing } from './lastResort';
import { errorText, type MockLogger } from './logger';

const logger: MockLogger = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
};

function accountsTable(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.username.length));
  return DEMO_ACCOUNTS.map(
    (account) => `  ${account.username.padEnd(width)}  ${account.tenantId.padEnd(7)} ${account.description}`,
  ).join('\n');
}

async function main(options: CommandLineOptions): Promise<void> {
  const platform = await createMockServer({ ...options, logger });
  const running: { close(): Promise<void> }[] = [platform];

  // The simulated players keep their state beside the data file, and --reset starts them afresh too.
  const fleetOptions = fleetOptionsFromEnv(process.env);
  const fleetData = fleetOptions.dataDir ?? join(dirname(options.dbFile), 'players');
  if (options.reset) rmSync(fleetData, { recursive: true, force: true });
  const fleet = await startFleet({
    ...fleetOptions,
    dataDir: fleetData,
    tenantId: 'acme',
    allowedOrigins: options.allowedOrigins,
  });
  running.push(fleet);

  const { data, seeded, file } = platform.store;
  const devices = data.devices.filter((device) => device.tenantId === 'acme').length;
  logger.info(`Mock platform and device-control backend: ${platform.url}`);
  logger.info(
    `Data: ${file} (${seeded ? 'new from the seed' : 'kept from earlier runs; --reset starts again'}, ${devices} acme devices)`,
  );
  if (fleet.players.length) {
    const first = fleet.players[0];
    const last = fleet.players[fleet.players.length - 1];
    logger.info(
      `Simulated QBIC players: ${fleet.players.length}, ${first.ip} to ${last.ip}, port ${first.port} (factory password 12345678)`,
    );
  }
  logger.info(`Demo accounts (password "${DEMO_PASSWORD}"):\n${accountsTable()}`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void Promise.all(running.map((part) => part.close())).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Stopping failed: ${errorText(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// A failure inside one request must never stop the server for everyone else.
keepServing(logger);
try {
  await main(optionsFromEnv(process.env, process.argv.slice(2)));
} catch (error) {
  logger.error(errorText(error));
  process.exit(1);
}
