import { connect, createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Forward {
  url: string;
  close(): Promise<void>;
}

/**
 * Another origin for the same server: every connection to a free port of 127.0.0.1 is passed to `target`'s
 * port. The journeys use it to put the device-control backend on an origin of its own, apart from the platform's.
 */
export async function forwardTo(target: string): Promise<Forward> {
  const { hostname, port } = new URL(target);
  const server: Server = createServer((incoming) => {
    const outgoing = connect(Number(port), hostname);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
