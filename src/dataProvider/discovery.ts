import { localStore } from '../storage/browserStorage';
import { PLATFORM_DEFAULTS, REQUEST_TIMEOUT_MS, RUNTIME_CONFIG_FILE, type PlatformDefaults } from '../config';
import {
  forgetPlatformUrls,
  readPlatformUrls,
  savePlatformUrls,
  type PlatformUrls,
} from '../storage/platformUrls';
import { asObject } from './objects';
import { joinUrl, withQuery } from './urls';

/**
 * Where the console's platform is, found when it starts (001 §2 "host from server info; target platform url",
 * 001 §7):
 *
 * 1. `config.json` beside index.html, `{platformUrl, deviceControlUrl, loginUrl, recordsUrl}`, each optional: the
 *    page's own origin when absent (the development defaults under `npm run dev`), and the login the platform's;
 *    no `recordsUrl` means a platform without the console's records.
 * 2. `GET {platformUrl}/rest/serverinfo` → `apiUrl`, where every platform call goes.
 * 3. `GET {deviceControlUrl}/auth/dcSettings?apiurl={apiUrl}` → the device-control backend serving that platform.
 *
 * What was found is stored (storage/platformUrls.ts) with the configuration it came from, so a reload with the
 * same config.json asks nothing again. A failed step stores nothing and names what failed.
 */

export type DiscoveryStep = 'config' | 'platform' | 'serverinfo' | 'deviceControl';

interface DiscoveryFailure {
  step: DiscoveryStep;
  /** The address that failed, for the operator to check. */
  url: string;
}

export type DiscoveryResult =
  { ok: true; urls: PlatformUrls; fromStorage: boolean } | { ok: false; failure: DiscoveryFailure };

export interface DiscoveryDeps {
  fetch?: typeof fetch;
  storage?: Storage;
  /** The console's own origin and address of config.json. */
  pageOrigin?: string;
  configUrl?: string;
  defaults?: PlatformDefaults;
  timeoutMs?: number;
}

const CONFIG_FIELDS = ['platformUrl', 'deviceControlUrl', 'loginUrl', 'recordsUrl'] as const;

/** An http(s) URL without a trailing slash, or null. */
const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
};

/** config.json's fields, or null when the file is not an object of http(s) URLs (unknown fields are ignored). */
export const parseRuntimeConfig = (text: string): PlatformDefaults | null => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const object = asObject(body);
  if (!object || Array.isArray(body)) return null;
  const config: PlatformDefaults = {};
  for (const field of CONFIG_FIELDS) {
    if (object[field] === undefined || object[field] === null || object[field] === '') continue;
    const url = httpUrl(object[field]);
    if (!url) return null;
    config[field] = url;
  }
  return config;
};

/** The answer for config.json says there is none: 404, or the page itself served in its place. */
const configAbsent = (answer: Response): boolean =>
  answer.status === 404 || (answer.ok && (answer.headers.get('content-type') ?? '').includes('text/html'));

class StepFailed extends Error {
  constructor(readonly failure: DiscoveryFailure) {
    super(`${failure.step}: ${failure.url}`);
  }
}

export const discoverPlatform = async (deps: DiscoveryDeps = {}): Promise<DiscoveryResult> => {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const storage = deps.storage ?? localStore();
  const origin = deps.pageOrigin ?? location.origin;
  // Beside index.html, whatever console address the page was opened at (/kiosk/devices/12).
  const configUrl =
    deps.configUrl ??
    new URL(`${import.meta.env.BASE_URL ?? '/'}${RUNTIME_CONFIG_FILE}`, location.href).toString();
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** The answer of `url`, or the failure of `step` (`unreachable` when no answer came at all). */
  const get = async (url: string, step: DiscoveryStep, unreachable: DiscoveryStep = step) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await doFetch(url, { cache: 'no-store', credentials: 'omit', signal: controller.signal });
    } catch {
      throw new StepFailed({ step: unreachable, url });
    } finally {
      clearTimeout(timer);
    }
  };
  const json = async (response: Response, step: DiscoveryStep, url: string): Promise<unknown> => {
    if (!response.ok) throw new StepFailed({ step, url });
    try {
      return await response.json();
    } catch {
      throw new StepFailed({ step, url });
    }
  };

  try {
    const answer = await get(configUrl, 'config');
    let config: PlatformDefaults = {};
    // No config.json at all is a configuration too: everything on the page's own origin. A web server that
    // answers every unknown address with the page itself (a single-page app's fallback, Vite's dev server among
    // them) has none either.
    if (!configAbsent(answer)) {
      const parsed = answer.ok ? parseRuntimeConfig(await answer.text()) : null;
      if (!parsed) throw new StepFailed({ step: 'config', url: configUrl });
      config = parsed;
    }
    const defaults = deps.defaults ?? PLATFORM_DEFAULTS;
    const platformUrl = config.platformUrl ?? defaults.platformUrl ?? origin;
    const deviceControlUrl = config.deviceControlUrl ?? defaults.deviceControlUrl ?? origin;
    const loginUrl = config.loginUrl ?? defaults.loginUrl ?? platformUrl;
    // No recordsUrl is a platform without records, never the page's origin.
    const recordsUrl = config.recordsUrl ?? defaults.recordsUrl ?? null;
    const source = JSON.stringify({ platformUrl, deviceControlUrl, loginUrl, recordsUrl });

    const stored = readPlatformUrls(storage);
    if (stored && stored.source === source) {
      const { platformUrl: api, dcUrl, loginUrl: login } = stored;
      return { ok: true, urls: { platformUrl: api, dcUrl, loginUrl: login, recordsUrl }, fromStorage: true };
    }

    const infoUrl = joinUrl(platformUrl, '/rest/serverinfo');
    const info = asObject(await json(await get(infoUrl, 'serverinfo', 'platform'), 'serverinfo', infoUrl));
    const apiUrl = httpUrl(info?.apiUrl);
    if (!apiUrl) throw new StepFailed({ step: 'serverinfo', url: infoUrl });

    const settingsUrl = withQuery(joinUrl(deviceControlUrl, '/auth/dcSettings'), { apiurl: apiUrl });
    const settings = asObject(
      await json(await get(settingsUrl, 'deviceControl'), 'deviceControl', settingsUrl),
    );
    if (settings?.success !== true) throw new StepFailed({ step: 'deviceControl', url: settingsUrl });
    const dcUrl = httpUrl(asObject(settings.result)?.dcUrl) ?? deviceControlUrl;

    const urls: PlatformUrls = { platformUrl: apiUrl, dcUrl, loginUrl, recordsUrl };
    savePlatformUrls(storage, urls, source);
    return { ok: true, urls, fromStorage: false };
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    forgetPlatformUrls(storage);
    return { ok: false, failure: error.failure };
  }
};
