import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built console as a single-page app, swapping the build's placeholder addresses for the ones of this
 * run, so one build serves every test stack whatever ports it was given. `files` are served beside index.html
 * in place of the build's (config.json: where this stack's platform is), read when asked for.
 */
export async function serveConsole(
  dir: string,
  replacements: Record<string, string>,
  files: Record<string, string> = {},
): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const load = async (file: string): Promise<Buffer> => {
    const own = files[file.slice(dir.length).replace(/\\/g, '/')];
    if (own !== undefined) return Buffer.from(own, 'utf8');
    const hit = cache.get(file);
    if (hit) return hit;
    let body = await readFile(file);
    if (/\.(js|html)$/.test(file)) {
      let text = body.toString('utf8');
      for (const [from, to] of Object.entries(replacements)) text = text.split(from).join(to);
      body = Buffer.from(text, 'utf8');
    }
    cache.set(file, body);
    return body;
  };
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, safe);
    const isAsset = extname(safe) !== '';
    load(isAsset ? file : join(dir, 'index.html'))
      .then((body) => {
        res.writeHead(200, {
          'content-type': TYPES[extname(isAsset ? file : 'index.html')] ?? 'application/octet-stream',
          'cache-control':
            isAsset && safe.startsWith('/assets/') ? 'max-age=31536000, immutable' : 'no-cache',
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
