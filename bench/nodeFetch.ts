import { Agent, request } from 'node:http';

/**
 * The part of fetch the player client uses (method, headers, a string body, signal; status and body back),
 * over node:http with kept-alive connections. Node's own fetch spends about 0.7 ms of CPU per request on
 * streams and connection pools, which on a two-core machine saturates the client long before 200 players at
 * 30 ms latency do; a browser does that work off the page's thread. Benchmarks use this so they measure the
 * pipeline's concurrency, not node's fetch.
 */
export function createNodeFetch(): typeof fetch {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const nodeFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const req = request(String(input), {
        agent,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string> | undefined,
      });
      const onAbort = () =>
        req.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(
            new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode }),
          );
        });
      });
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
  return nodeFetch as typeof fetch;
}
