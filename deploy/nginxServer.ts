import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The README's nginx configuration, as a file: what an operator installs and what the journeys run. */
export const NGINX_SITE_FILE = resolve('deploy/device-manager.nginx.conf');
export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface SiteValues {
  /** Port nginx listens on (127.0.0.1 only). */
  port: number;
  /** The built console (index.html, config.json, assets/). */
  root: string;
  /** Platform origins (platformUrl, loginUrl, its API URL) and the device-control origin. */
  platformOrigins: readonly string[];
  dcOrigin: string;
  /** Player port on the local network (8080 in production). */
  playerPort: number;
  /** Where content URLs and logo addresses may point (default CONTENT_ANYWHERE). */
  contentSources?: readonly string[];
}

/** Content and logos may be anywhere on the web: what the documents ask of the console by default. */
export const CONTENT_ANYWHERE = ['http:', 'https:'] as const;

/** A scheme (http:, https:) or an http(s) origin, its host possibly starting with `*.`: nothing else. */
const CONTENT_SOURCE = /^(https?:|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)$/i;

const originOf = (url: string): string => new URL(url).origin;

function contentSourcesOf(sources: readonly string[]): string {
  for (const source of sources) {
    if (!CONTENT_SOURCE.test(source))
      throw new Error(
        `"${source}" is not a content source: give http:, https: or an origin such as https://media.example.com`,
      );
  }
  return sources.join(' ');
}

/** The site file with its @…@ values filled in. */
export function renderSite(values: SiteValues): string {
  const content = contentSourcesOf(values.contentSources ?? CONTENT_ANYWHERE);
  const platform = [...new Set(values.platformOrigins.map(originOf))].join(' ');
  const filled = readFileSync(NGINX_SITE_FILE, 'utf8')
    .replaceAll('@LISTEN@', `127.0.0.1:${values.port}`)
    .replaceAll('@ROOT@', resolve(values.root))
    .replaceAll('@PLATFORM@', platform)
    .replaceAll('@DC@', originOf(values.dcOrigin))
    .replaceAll('@PLAYERS@', `http://*:${values.playerPort}`)
    .replaceAll('@CONTENT@', content);
  if (/^[^#]*@[A-Z]+@/m.test(filled)) throw new Error('The nginx site file has a value left to fill in.');
  return filled;
}

/**
 * A whole nginx configuration in `prefix` (its own pid, logs and temporary files, so no root rights are
 * needed) that includes the site file, as Debian's nginx.conf includes conf.d/.
 */
export function writeNginxConfig(prefix: string, values: SiteValues): string {
  for (const folder of ['logs', 'temp', 'conf']) mkdirSync(join(prefix, folder), { recursive: true });
  writeFileSync(join(prefix, 'conf', 'device-manager.conf'), renderSite(values));
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const conf = join(prefix, 'conf', 'nginx.conf');
  writeFileSync(
    conf,
    [
      // Started by root, nginx would run its workers as nobody, who cannot read a private build folder: they
      // run as the user who started it.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      `  ${mime}`,
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'logs', 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
      ),
      `  include ${join(prefix, 'conf', 'device-manager.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground (a child of this process) and waits until it answers. */
export async function startNginx(prefix: string, values: SiteValues): Promise<RunningNginx> {
  if (!existsSync(NGINX_BINARY))
    throw new Error(`nginx is not at ${NGINX_BINARY}: sudo apt-get install -y nginx (or set NGINX_PATH)`);
  const conf = writeNginxConfig(prefix, values);
  const child = spawn(
    NGINX_BINARY,
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${values.port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx stopped at once (${child.exitCode}); see ${prefix}/logs`);
    try {
      await fetch(`${url}/index.html`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
