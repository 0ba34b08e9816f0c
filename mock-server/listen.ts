import type { Server } from 'node:http';
import type express from 'express';

/** The address a client uses for a server listening on `host`:`port` (a wildcard host reads as loopback). */
export const baseUrlOf = (host: string, port: number): string => {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
};

/** Starts `app` on `host`:`port`; a port in use or a host not on this machine is a rejection naming `what`. */
export function listen(app: express.Express, port: number, host: string, what: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error) =>
      reject(new Error(`${what} cannot listen on ${host}:${port}: ${error.message}`)),
    );
  });
}
