import { readFileSync } from 'node:fs';
import { request, type RequestOptions } from 'node:http';

export const MB = 1024 * 1024;

/** The resident memory of a process, in bytes. */
const rssOf = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

interface SlowRequest extends RequestOptions {
  body?: string;
}

/** A client that takes what its socket holds every 50 ms and gives up after `ms`; resolves with the bytes it read. */
function slowReader(url: string, options: SlowRequest, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, options, (response) => {
      let read = 0;
      response.pause();
      const tick = setInterval(() => {
        const chunk = response.read() as Buffer | null;
        read += chunk?.length ?? 0;
      }, 50);
      setTimeout(() => {
        clearInterval(tick);
        response.destroy();
        resolve(read);
      }, ms);
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

/**
 * Settles, then sends `count` slow readers of `url` at once to the server process `pid`; answers the bytes each
 * read and how many MB the process grew at its peak meanwhile.
 */
export async function slowReadersCost(
  pid: number,
  url: string,
  options: SlowRequest,
  { count = 24, ms = 2000 } = {},
): Promise<{ read: number[]; addedMb: number }> {
  // Settled first: the memory an earlier step (an upload) used is back before the readers start.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  try {
    const read = await Promise.all(Array.from({ length: count }, () => slowReader(url, options, ms)));
    peak = Math.max(peak, rssOf(pid));
    return { read, addedMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}
