// Runs the browser journeys. Fails loudly, with the fix, when Chromium is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nBrowser journeys need Chromium at ${chromium}, and it is not there.\n` +
      "Install it from Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at an existing Chromium binary. (Never "npx playwright install": it cannot download here.)\n',
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
