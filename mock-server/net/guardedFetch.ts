import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FileHandle } from 'node:fs/promises';
import { scratchFile } from '../sendFile';
import { isPublicAddress } from './publicAddress';

/** What the download proxy may reach, and for how long and how much. */
export interface FetchPolicy {
  /** URL prefixes fetched whatever address they resolve to (the mock's own samples); all others must be public. */
  allow: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/**
 * `failed` covers every refusal and failure alike (an address that is not public, no answer, an error status, too
 * many redirects, the time limit), so an answer never tells what lies behind an address.
 */
export type Fetched =
  { ok: true; file: FileHandle; type: string; url: URL } | { ok: false; reason: 'failed' | 'tooLarge' };

const FAILED: Fetched = { ok: false, reason: 'failed' };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type Resolve = (
  hostname: string,
  callback: (error: Error | null, addresses: readonly LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * A lookup for the connection itself: the name is resolved once, refused unless every address is public, and the
 * connection goes to an address that was checked (so a name cannot resolve to one address for the check and to
 * another for the connection).
 */
export const checkedLookup =
  (resolve: Resolve = systemResolve): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      const refused = addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address));
      if (error || refused) {
        const failure = Object.assign(new Error('address refused'), { code: 'EREFUSED' });
        return callback(failure, '', 0);
      }
      if (options.all) return callback(null, addresses as LookupAddress[]);
      const first = options.family
        ? addresses.find((entry) => entry.family === options.family)
        : addresses[0];
      if (!first) return callback(Object.assign(new Error('address refused'), { code: 'EREFUSED' }), '', 0);
      callback(null, first.address, first.family);
    });
  };

const isLiteral = (hostname: string): boolean => isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0;

/** One GET without following redirects; rejects when the address is refused or nothing answers. */
function getOnce(url: URL, allowed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  // A literal address never goes through a lookup: it is judged as it is.
  if (!allowed && isLiteral(url.hostname) && !isPublicAddress(url.hostname))
    return Promise.reject(new Error('address refused'));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const call = send(url, {
      method: 'GET',
      agent: false,
      signal,
      headers: { accept: '*/*', 'user-agent': 'DeviceManagerMock/1' },
      ...(allowed ? {} : { lookup: checkedLookup() }),
    });
    call.on('response', resolve);
    call.on('error', reject);
    call.end();
  });
}

/**
 * The body up to `maxBytes` in a scratch file, written as it arrives (memory holds a chunk, never the body; the
 * caller sends the file or closes it), or `tooLarge`; fails when the answer stops or the time is up.
 */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<FileHandle | 'tooLarge'> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return 'tooLarge';
  }
  const file = await scratchFile();
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        await file.close();
        return 'tooLarge';
      }
      for (let done = 0; done < chunk.length;) done += (await file.write(chunk, done)).bytesWritten;
    }
  } catch (error) {
    await file.close();
    throw error;
  }
  return file;
}

const isAllowed = (url: URL, allow: readonly string[]): boolean =>
  allow.some((prefix) => url.href.startsWith(prefix));

/**
 * GET `address` for the download proxy: http(s) only, redirects followed by hand (each one checked like the first,
 * at most `maxRedirects`), every address public unless its URL starts with an allowed prefix, all within
 * `timeoutMs` and `maxBytes`.
 */
export async function fetchGuarded(address: string, policy: FetchPolicy): Promise<Fetched> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const allow = policy.allow.map((prefix) => new URL(prefix).href);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return FAILED;
  }
  for (let hop = 0; hop <= policy.maxRedirects; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return FAILED;
    let response: IncomingMessage;
    try {
      response = await getOnce(url, isAllowed(url, allow), signal);
    } catch {
      return FAILED;
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      try {
        url = new URL(location, url);
      } catch {
        return FAILED;
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      return FAILED;
    }
    try {
      const file = await readCapped(response, policy.maxBytes);
      if (file === 'tooLarge') return { ok: false, reason: 'tooLarge' };
      const type = response.headers['content-type'] ?? 'application/octet-stream';
      return { ok: true, file, type, url };
    } catch {
      return FAILED;
    }
  }
  return FAILED;
}
