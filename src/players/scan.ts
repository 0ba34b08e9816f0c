import { DEFAULT_DEVICE_PASSWORD, DEVICE_DISCOVERY_TIMEOUT_MS, SCAN_CONCURRENCY } from '../config';
import type { DeviceClient } from './deviceClient';
import { isDeviceError } from './errors';
import { addressesOf, validateRanges, type IpRange, type IpRangeProblem } from '../domain/ipRange';
import { mergeScan, type FoundPlayer } from './mergeScan';
import { runPool } from './pool';
import type { TokenCache } from './tokenCache';
import type { LocalPlayer, PublicInfo } from './types';

export interface ScanProgress {
  scanned: number;
  total: number;
  percent: number;
  found: number;
  /** The player found at the address just scanned, if any. */
  player?: FoundPlayer;
}

export interface ScanOptions {
  client: DeviceClient;
  /** Players known before; the result merges into them by serial number. */
  known?: readonly LocalPlayer[];
  /** Addresses probed at once (1 to SCAN_CONCURRENCY). */
  concurrency?: number;
  /** How long one address may take to answer (default DEVICE_DISCOVERY_TIMEOUT_MS). */
  discoveryTimeoutMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: ScanProgress) => void;
  /** Offer the factory password to each player found, to tell whether it is protected (default true). */
  checkProtection?: boolean;
  /** Keeps the tokens the protection check obtains. */
  cache?: TokenCache;
}

export interface ScanResult {
  /** Known and found players merged (see mergeScan). */
  players: LocalPlayer[];
  found: FoundPlayer[];
  /** The addresses scanned to the end (all of them unless cancelled). */
  addresses: string[];
  scanned: number;
  total: number;
  cancelled: boolean;
}

/** Thrown before any probe when a range is invalid; `problems` lines up with the ranges. */
export class InvalidRangesError extends Error {
  constructor(readonly problems: (IpRangeProblem | null)[]) {
    super('INVALID_IP_RANGES');
    this.name = 'InvalidRangesError';
  }
}

async function probe(ip: string, options: ScanOptions, signal?: AbortSignal): Promise<FoundPlayer | null> {
  const call = { signal, timeoutMs: options.discoveryTimeoutMs ?? DEVICE_DISCOVERY_TIMEOUT_MS };
  let info: PublicInfo;
  try {
    info = await options.client.publicInfo(ip, call);
  } catch (error) {
    if (isDeviceError(error, 'USER_CANCELLATION')) throw error;
    return null;
  }
  if (!info || typeof info.serial_number !== 'string' || info.serial_number === '') return null;
  const found: FoundPlayer = { ...info, ip };
  if (options.checkProtection === false) return found;
  try {
    const token = await options.client.requestToken(ip, DEFAULT_DEVICE_PASSWORD, call);
    options.cache?.set(ip, info.serial_number, token.accessToken, token.expiresInMs);
    found.isPasswordProtected = false;
  } catch (error) {
    if (isDeviceError(error, 'USER_CANCELLATION')) throw error;
    if (isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) found.isPasswordProtected = true;
  }
  return found;
}

/**
 * Probes `/v1/public/info` on every address of the ranges with bounded concurrency, a short timeout per
 * address and progress events. Cancelling keeps what was found so far (`cancelled: true`).
 */
export async function scanRanges(ranges: readonly IpRange[], options: ScanOptions): Promise<ScanResult> {
  const problems = validateRanges(ranges);
  if (problems.some((problem) => problem !== null)) throw new InvalidRangesError(problems);
  const addresses = addressesOf(ranges);
  const found: FoundPlayer[] = [];
  const concurrency = Math.min(SCAN_CONCURRENCY, Math.max(1, options.concurrency ?? SCAN_CONCURRENCY));
  const results = await runPool(addresses, (ip, signal) => probe(ip, options, signal), {
    concurrency,
    signal: options.signal,
    onProgress({ result, completed, total, percent }) {
      const player = result.ok && result.value ? result.value : undefined;
      if (player) found.push(player);
      options.onProgress?.({ scanned: completed, total, percent, found: found.length, player });
    },
  });
  const cancelled = results.some((result) => !result.ok && result.error.code === 'USER_CANCELLATION');
  const scanned = new Set(results.filter((result) => result.ok).map((result) => result.item));
  return {
    players: mergeScan(options.known ?? [], found, scanned),
    found,
    addresses: [...scanned],
    scanned: scanned.size,
    total: addresses.length,
    cancelled,
  };
}
