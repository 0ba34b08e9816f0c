import { test as base, expect, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { consoleWatch, formatConsoleProblems, type ConsoleWatch } from './consoleWatch';
import { sessionState } from './session';
import { startStack, type Stack, type StackOptions } from './stack';

/** The product a journey file runs against: mock platform, simulated players and the built console. */
export interface JourneyStack extends Stack {
  /**
   * The browser storage of `account` freshly signed in on this stack through the API, for a browser in `locale`: a
   * session of its own for each browser, so that a test that signs out or has its session revoked ends no other's.
   */
  stateOf(account: string, locale?: string): Promise<BrowserContextOptions['storageState']>;
  /**
   * What a journey file sets up once for all its tests (ranges over its players, a rollout's file, a content item
   * every test reads): made by the first test that asks for `key`, kept for the file's other tests, and gone with the
   * stack. Tests never depend on each other's order: each asks for what it needs.
   */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/** How a test opens another browser: a second person, another computer, another language or theme. */
export interface PersonOptions {
  /** Who is signed in there (null: nobody). The test's `account` unless told. */
  account?: string | null;
  locale?: string;
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
}

interface JourneyOptions {
  /** Who the test's page is signed in as (null: nobody signed in). `test.use({ account: 'contributor' })`. */
  account: string | null;
  /** The journey file's stack: how many display devices and players, player latency, token life. */
  stackOptions: StackOptions;
}

interface JourneyFixtures {
  stack: JourneyStack;
  /** The browser console of every context of the test: `consoleErrors.allow(/…/)` for a fault caused on purpose. */
  consoleErrors: ConsoleWatch;
  /** Opens a fresh browser context (closed and checked with the test). */
  openPerson(options?: PersonOptions): Promise<BrowserContext>;
}

/** One stack at a time per worker, made anew when the worker moves on to another journey file. */
interface StackKeeper {
  forFile(file: string, options: StackOptions): Promise<JourneyStack>;
}

const DEFAULT_CONTEXT = {
  locale: 'en-US',
  colorScheme: 'light' as const,
  viewport: { width: 1366, height: 860 },
  reducedMotion: 'reduce' as const,
};

function journeyStack(stack: Stack, userAgent: string): JourneyStack {
  const made = new Map<string, Promise<unknown>>();
  return {
    ...stack,
    once<T>(key: string, make: () => Promise<T>) {
      let value = made.get(key) as Promise<T> | undefined;
      if (!value) {
        value = make();
        made.set(key, value);
      }
      return value;
    },
    stateOf: (account, locale = DEFAULT_CONTEXT.locale) =>
      sessionState(stack, { userAgent, language: locale }, account),
  };
}

/**
 * The journeys' one way of writing a test. Each journey file has its own stack (its records, sessions and player
 * passwords are its own: files never see each other's), kept by the worker while it runs that file's tests and
 * replaced when it moves on; each test gets a fresh browser context of the worker's Chromium, signed in as
 * `account` through a storage state of a session of its own, made through the platform's API. A test fails when a page wrote an error to
 * the browser console or threw one that nothing caught (`consoleErrors.allow` for a fault the test causes).
 */
export const test = base.extend<
  JourneyOptions & JourneyFixtures,
  { stackKeeper: StackKeeper; chromiumAgent: string }
>({
  account: ['admin', { option: true }],
  stackOptions: [{}, { option: true }],
  // The user agent of the worker's Chromium, which the browser fingerprint of a storage state is made of.
  chromiumAgent: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const agent = await page.evaluate(() => navigator.userAgent);
      await context.close();
      await use(agent);
    },
    { scope: 'worker' },
  ],
  stackKeeper: [
    async ({ chromiumAgent }, use) => {
      let held: { file: string; stack: Promise<JourneyStack> } | undefined;
      await use({
        async forFile(file, options) {
          if (held?.file !== file) {
            if (held) await (await held.stack).close();
            held = { file, stack: startStack(options).then((stack) => journeyStack(stack, chromiumAgent)) };
          }
          return held.stack;
        },
      });
      if (held) await (await held.stack).close();
    },
    { scope: 'worker' },
  ],
  stack: async ({ stackKeeper, stackOptions }, use, testInfo) => {
    await use(await stackKeeper.forFile(testInfo.file, stackOptions));
  },
  baseURL: async ({ stack }, use) => use(stack.consoleUrl),
  storageState: async ({ stack, account, locale }, use) =>
    use(account ? await stack.stateOf(account, locale) : undefined),
  consoleErrors: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const watch = consoleWatch();
      await use(watch);
      const problems = watch.unexpected();
      if (problems.length > 0) throw new Error(formatConsoleProblems(problems));
    },
    { auto: true },
  ],
  context: async ({ context, consoleErrors }, use) => {
    consoleErrors.watch(context);
    await use(context);
  },
  openPerson: async ({ browser, stack, account: testAccount, consoleErrors }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ account = testAccount, ...options } = {}) => {
      const context = await browser.newContext({
        ...DEFAULT_CONTEXT,
        ...options,
        baseURL: stack.consoleUrl,
        storageState: account ? await stack.stateOf(account, options.locale) : undefined,
      });
      consoleErrors.watch(context);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect, DEFAULT_CONTEXT };
