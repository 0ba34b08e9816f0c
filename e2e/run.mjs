// Runs the browser journeys. Fails loudly, with the fix, when their Chromium is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// Debian's headless build of Chromium, as e2e/support/browser.ts launches it (JOURNEY_CHROMIUM_PATH).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  console.error(
    `\nBrowser journeys need Chromium's headless build at ${chromium}, and it is not there.\n` +
      "Install it from Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n" +
      'or point CHROMIUM_PATH at an existing Chromium binary (/usr/bin/chromium works too, using more CPU).\n' +
      '(Never "npx playwright install": it cannot download here.)\n',
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
