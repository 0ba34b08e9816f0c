import { chromium, type BrowserContext } from 'playwright-core';

/** The Chromium of the benchmarks and screenshot scripts: Debian's browser, as a person runs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' Chromium: Debian's headless build of the same Chromium (package chromium-headless-shell), the build
 * Playwright itself runs headless. Same Blink and V8, without the browser's own interface: measured on the same
 * journey files, it uses a third less CPU than `/usr/bin/chromium --headless` (docs/decisions.md, "What the suite's
 * time is made of"). `CHROMIUM_PATH` sets both.
 */
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

/**
 * A Chromium of its own with one fresh context, for the benchmarks and screenshot scripts (the journeys get theirs
 * from Playwright Test: e2e/support/test.ts). Closing it closes the browser.
 */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const own = await chromium.launch(launchOptions);
  const context = await own.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  return {
    context,
    async close() {
      await own.close();
    },
  };
}
