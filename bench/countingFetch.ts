import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A fetch over node:http for benchmarks that must know how many sockets the client holds: every socket the
 * agent opens (refused connects included) is counted until it closes, idle keep-alive sockets too.
 * Bodies are strings only (the player calls under test send JSON).
 */
export function createCountingFetch() {
  let open = 0;
  let peak = 0;
  let requests = 0;
  const agent = new Agent({ keepAlive: true });
  const connect = agent.createConnection.bind(agent) as (...args: unknown[]) => Socket;
  (agent as unknown as { createConnection: (...args: unknown[]) => Socket }).createConnection = (...args) => {
    const socket = connect(...args);
    socket.setNoDelay(true);
    open += 1;
    peak = Math.max(peak, open);
    socket.once('close', () => {
      open -= 1;
    });
    return socket;
  };

  const toHeaders = (raw: IncomingHttpHeaders): Headers => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') headers.set(name, value);
    return headers;
  };

  /**
   * The answer as the console reads it (status, headers, text, blob), without Node's web-stream Response: in a
   * browser the Response is the browser's own, so building one through Node's JavaScript streams would count
   * as the console's CPU what is only this harness's.
   */
  const answer = (status: number, raw: IncomingHttpHeaders, body: Buffer) =>
    ({
      status,
      ok: status >= 200 && status < 300,
      get headers() {
        return toHeaders(raw);
      },
      text: () => Promise.resolve(body.toString('utf8')),
      json: () => Promise.resolve(JSON.parse(body.toString('utf8')) as unknown),
      blob: () => Promise.resolve(new Blob([new Uint8Array(body)], { type: raw['content-type'] ?? '' })),
      arrayBuffer: () => Promise.resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.length)),
    }) as unknown as Response;

  const fetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      requests += 1;
      const body = typeof init.body === 'string' ? Buffer.from(init.body) : null;
      const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
      // A declared length sends the body with the headers (no chunked framing waiting on delayed ACKs).
      if (body) headers['content-length'] = String(body.length);
      const outgoing = request(
        new URL(String(input)),
        {
          method: init.method ?? 'GET',
          headers,
          agent,
          signal: init.signal ?? undefined,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve(answer(incoming.statusCode ?? 0, incoming.headers, Buffer.concat(chunks))),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body ?? undefined);
    });

  return {
    fetch: fetch as typeof globalThis.fetch,
    peakSockets: () => peak,
    openSockets: () => open,
    requests: () => requests,
    close: () => agent.destroy(),
  };
}
