import type { Server } from 'node:http';
import type express from 'express';

/** The address a client uses for a server listening on `host`:`port` (a wildcard host reads as loopback). */
export const baseUrlOf = (host: string, port: number): string => {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
};

/**
 * How long an idle connection stays open. Node's default of 5 s races a client that reuses the connection at that
 * moment (undici then fails with "fetch failed"), which a busy machine makes likely; clients close idle connections
 * well before a minute, so the client, not the server, ends them.
 */
const KEEP_ALIVE_MS = 65_000;

/** Lets idle connections live long enough that a client never sends on one the server is closing. */
export function keepConnectionsOpen(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

/** Starts `app` on `host`:`port`; a port in use or a host not on this machine is a rejection naming `what`. */
export function listen(app: express.Express, port: number, host: string, what: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = keepConnectionsOpen(app.listen(port, host));
    server.once('listening', () => resolve(server));
    server.once('error', (error) =>
      reject(new Error(`${what} cannot listen on ${host}:${port}: ${error.message}`)),
    );
  });
}
