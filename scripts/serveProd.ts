/**
 * `npm run serve:prod`: the console as it runs in production, by hand. Builds dist/, writes dist/config.json and
 * serves it with nginx and the README's configuration (deploy/device-manager.nginx.conf), in the foreground.
 *
 *   PLATFORM_URL  the platform (default the mock, http://127.0.0.1:3001)
 *   DC_URL        the device-control backend (default PLATFORM_URL)
 *   LOGIN_URL     the central login (default PLATFORM_URL)
 *   PORT          where nginx listens on 127.0.0.1 (default 8088)
 *   PLAYER_PORT   the players' port (default 8080)
 *   CONTENT_SOURCES  where content URLs and logos may be, space separated (default "http: https:")
 *   --no-build    serve the dist/ already built
 *
 * The mock must allow the console's origin: MOCK_ORIGINS=http://127.0.0.1:8088 npm run mock
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNginx } from '../deploy/nginxServer';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3001';
const dcUrl = process.env.DC_URL ?? platformUrl;
const loginUrl = process.env.LOGIN_URL ?? platformUrl;
// RECORDS_URL= (empty) serves a platform without records.
const recordsUrl = process.env.RECORDS_URL ?? `${platformUrl}/records`;
const port = Number(process.env.PORT ?? 8088);
const playerPort = Number(process.env.PLAYER_PORT ?? 8080);
const contentSources = process.env.CONTENT_SOURCES?.split(/\s+/).filter(Boolean);
const root = resolve('dist');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', DM_OUT_DIR: root, VITE_DEVICE_PORT: String(playerPort) },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
writeFileSync(
  join(root, 'config.json'),
  `${JSON.stringify({ platformUrl, deviceControlUrl: dcUrl, loginUrl, ...(recordsUrl ? { recordsUrl } : {}) }, null, 2)}\n`,
);

const prefix = mkdtempSync(join(tmpdir(), 'dm-nginx-'));
const nginx = await startNginx(prefix, {
  port,
  root,
  platformOrigins: [platformUrl, loginUrl],
  dcOrigin: dcUrl,
  playerPort,
  contentSources,
});
console.log(
  `Device Manager on ${nginx.url} (platform ${platformUrl}, device control ${dcUrl}); Ctrl+C stops it.`,
);
const stop = async () => {
  await nginx.stop();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
