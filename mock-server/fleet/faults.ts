import { readFileSync } from 'node:fs';
import { isWholeNumber, wholeNumberRule } from '../validate';

/**
 * Misbehaviour of one simulated player. Every field is optional; several can be combined.
 * - offline: the player does not listen (connection refused).
 * - blackhole: connections are accepted but never answered.
 * - slow: milliseconds added to every answer.
 * - flaky: share (0–1) of requests answered with HTTP 500, drawn from a deterministic sequence.
 * - wrongSerial: public info reports another serial number (true: a made-up one, or the given text).
 * - lockedByOther: the player holds a password the console does not know (true: a fixed one, or the given text).
 * - rebootDuringUpload: the player goes down in the middle of an app or firmware upload.
 * - cutUploadAtPercent: the connection is destroyed once this percent (0–100) of the declared upload arrived.
 * - failCalls: calls answered with HTTP 500, each as `METHOD /path` (e.g. `DELETE /v1/user/password`).
 * - rebootOnCalls: calls on which the player goes down (restarts) before answering or applying them.
 * - firmwareNotApplied: an uploaded firmware or app is accepted but kept aside: after a reboot the player still
 *   reports the version it had; the first reboot after the fault is cleared applies it.
 * - noReturnAfterReboot: after a reboot the player never listens again until the fault is cleared.
 * - bootDelayMs: a reboot keeps the player unreachable this long instead of the fleet's reboot time.
 * - uploadBytesPerSecond: an app or firmware upload arrives no faster than this (a player behind a slow link).
 */
export interface PlayerFault {
  offline?: boolean;
  blackhole?: boolean;
  slow?: number;
  flaky?: number;
  wrongSerial?: boolean | string;
  lockedByOther?: boolean | string;
  rebootDuringUpload?: boolean;
  cutUploadAtPercent?: number;
  failCalls?: string[];
  rebootOnCalls?: string[];
  firmwareNotApplied?: boolean;
  noReturnAfterReboot?: boolean;
  bootDelayMs?: number;
  uploadBytesPerSecond?: number;
}

/** Faults keyed by player ip address or serial number, as in the MOCK_FAULTS file. */
export type FaultMap = Record<string, PlayerFault>;

export const OTHER_OWNER_PASSWORD = 'not-ours-4711';

const BOOLEAN_FIELDS = [
  'offline',
  'blackhole',
  'rebootDuringUpload',
  'firmwareNotApplied',
  'noReturnAfterReboot',
] as const;
const NUMBER_FIELDS = {
  slow: [0, 600_000],
  flaky: [0, 1],
  cutUploadAtPercent: [0, 100],
  bootDelayMs: [0, 3_600_000],
  uploadBytesPerSecond: [1, 10_000_000_000],
} as const;
const TEXT_OR_FLAG_FIELDS = ['wrongSerial', 'lockedByOther'] as const;
const CALL = /^[A-Z]+ \/\S*$/;

/** Checks one fault object; throws an Error naming the first bad field. */
export function parseFault(where: string, raw: unknown): PlayerFault {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`Fault for ${where} must be an object`);
  }
  const input = raw as Record<string, unknown>;
  const fault: PlayerFault = {};
  for (const [key, value] of Object.entries(input)) {
    if ((BOOLEAN_FIELDS as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') throw new Error(`Fault ${where}.${key} must be true or false`);
      fault[key as (typeof BOOLEAN_FIELDS)[number]] = value;
    } else if (Object.hasOwn(NUMBER_FIELDS, key)) {
      const [min, max] = NUMBER_FIELDS[key as keyof typeof NUMBER_FIELDS];
      // flaky is a share of requests; the others are whole milliseconds and whole percents.
      const fits =
        typeof value === 'number' &&
        (key === 'flaky' ? value >= min && value <= max : isWholeNumber(value, min, max));
      if (!fits) {
        const rule = key === 'flaky' ? `a number from ${min} to ${max}` : wholeNumberRule(min, max);
        throw new Error(`Fault ${where}.${key} must be ${rule}`);
      }
      fault[key as keyof typeof NUMBER_FIELDS] = value;
    } else if ((TEXT_OR_FLAG_FIELDS as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean' && (typeof value !== 'string' || value.length === 0)) {
        throw new Error(`Fault ${where}.${key} must be true, false or a text`);
      }
      fault[key as (typeof TEXT_OR_FLAG_FIELDS)[number]] = value;
    } else if (key === 'failCalls' || key === 'rebootOnCalls') {
      if (!Array.isArray(value) || !value.every((call) => typeof call === 'string' && CALL.test(call))) {
        throw new Error(`Fault ${where}.${key} must list calls such as "POST /v1/user/password"`);
      }
      fault[key] = [...(value as string[])];
    } else {
      throw new Error(`Unknown fault ${where}.${key}`);
    }
  }
  return fault;
}

export function parseFaultMap(raw: unknown): FaultMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('The fault file must hold an object keyed by player ip or serial number');
  }
  return Object.fromEntries(Object.entries(raw).map(([where, fault]) => [where, parseFault(where, fault)]));
}

/** Reads a MOCK_FAULTS file: `{ "<ip or serial>": { fault… } }`. */
export function loadFaultFile(path: string): FaultMap {
  return parseFaultMap(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

/** The fault of one player: the entry under its ip, then the one under its serial number, merged. */
export function faultFor(map: FaultMap | undefined, ip: string, serial: string): PlayerFault {
  return { ...map?.[serial], ...map?.[ip] };
}

const listsCall = (calls: string[] | undefined, method: string | undefined, url: string | undefined) =>
  !!calls?.length && calls.includes(`${method ?? ''} ${(url ?? '').split('?')[0]}`);

/** Whether this fault fails the call (method and path, the query left out). */
export function failsCall(fault: PlayerFault, method: string | undefined, url: string | undefined): boolean {
  return listsCall(fault.failCalls, method, url);
}

/** Whether the player restarts on this call instead of answering it (method and path, the query left out). */
export function rebootsOnCall(
  fault: PlayerFault,
  method: string | undefined,
  url: string | undefined,
): boolean {
  return listsCall(fault.rebootOnCalls, method, url);
}

/** The serial number public info reports for a player with this fault. */
export function reportedSerial(fault: PlayerFault, serial: string): string {
  if (typeof fault.wrongSerial === 'string') return fault.wrongSerial;
  return fault.wrongSerial ? `QX${serial.slice(2)}` : serial;
}

/** The password a player with this fault holds instead of its own, if any. */
export function foreignPassword(fault: PlayerFault): string | undefined {
  if (typeof fault.lockedByOther === 'string') return fault.lockedByOther;
  return fault.lockedByOther ? OTHER_OWNER_PASSWORD : undefined;
}

/** mulberry32: a small deterministic generator in [0, 1), so flaky players fail the same way every run. */
export function createRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
