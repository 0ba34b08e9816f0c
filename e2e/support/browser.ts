import { chromium, type Browser as Chromium, type BrowserContext } from 'playwright-core';
import { watchConsole } from './consoleWatch';

/** The Chromium of the benchmarks and screenshot scripts: Debian's browser, as a person runs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' Chromium: Debian's headless build of the same Chromium (package chromium-headless-shell), the build
 * Playwright itself runs headless. Same Blink and V8, without the browser's own interface: measured on the same
 * journey files, it uses a third less CPU than `/usr/bin/chromium --headless` (docs/decisions.md, "What the suite's
 * time is made of"). `CHROMIUM_PATH` sets both.
 */
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The Chromiums the journeys' global set-up launched, one per test worker (e2e/globalSetup.ts), as a JSON list of
 * their addresses. Outside the journeys (benchmarks, screenshots) it is unset and each browser launches its own.
 */
export const CHROMIUM_ENDPOINTS_ENV = 'DM_CHROMIUM_ENDPOINTS';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true };

/**
 * V8 without its background threads in the journeys' Chromium (`--single-threaded`: compiling and collecting garbage
 * on the page's own thread). Several journey files share two cores, so the threads V8 would run beside the page have no
 * core of their own to run on; measured on the same journey files, the browser then uses about a twentieth less CPU
 * for the same work (docs/decisions.md, "What the suite's time is made of"). What the page does is the same.
 */
const JOURNEY_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--single-threaded'];

export const journeyLaunchOptions = {
  ...launchOptions,
  executablePath: JOURNEY_CHROMIUM_PATH,
  args: JOURNEY_FLAGS,
};

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface BrowserOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  width?: number;
  height?: number;
  /**
   * The system's motion setting the page sees; journeys ask for reduced motion unless told (the console then draws
   * no transitions or ripples, which spares the shared machine's CPU the frames in between).
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** The address of this test worker's Chromium, or undefined outside the journeys. */
function workerEndpoint(): string | undefined {
  const listed = process.env[CHROMIUM_ENDPOINTS_ENV];
  if (!listed) return undefined;
  const endpoints = JSON.parse(listed) as string[];
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return endpoints[(Math.max(worker, 1) - 1) % endpoints.length];
}

/** This file's connection to its worker's Chromium, shared by the browsers it opens and dropped with the last. */
let connection: { chromium: Promise<Chromium>; users: number } | undefined;

async function borrowChromium(): Promise<{ chromium: Chromium; release(): Promise<void> }> {
  const endpoint = workerEndpoint();
  if (!endpoint) {
    const own = await chromium.launch(launchOptions);
    return { chromium: own, release: () => own.close() };
  }
  connection ??= { chromium: chromium.connect(endpoint), users: 0 };
  const held = connection;
  held.users += 1;
  return {
    chromium: await held.chromium,
    async release() {
      held.users -= 1;
      if (held.users > 0) return;
      if (connection === held) connection = undefined;
      await (await held.chromium).close();
    },
  };
}

/**
 * A fresh browser context (no cookies or storage carried over between journeys) of the test worker's Chromium;
 * its console is watched (consoleWatch). Closing it closes the context, not the shared Chromium.
 */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const borrowed = await borrowChromium();
  const context = await borrowed.chromium.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  watchConsole(context);
  return {
    context,
    async close() {
      await context.close();
      await borrowed.release();
    },
  };
}
