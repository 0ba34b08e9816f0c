import type { BrowserContext, Page } from '@playwright/test';

/** Something a page wrote to the browser console as an error, or an exception nothing caught. */
export interface ConsoleProblem {
  kind: 'console' | 'pageerror';
  text: string;
  /** The address of the page it happened on. */
  page: string;
}

/**
 * Chromium's own network log: a line per answer with an error status or a refused connection. The browser
 * writes it whatever the page does, so it is not the console's doing; the console's own logging is what the
 * check is about (handled errors written again with stack traces).
 */
const NETWORK_LOG = /^Failed to load resource: /;

/** What one test's browsers wrote to their consoles, and what the test said it expects there. */
export interface ConsoleWatch {
  /** Collects the console errors and uncaught exceptions of every page of the context, until it closes. */
  watch(context: BrowserContext): void;
  /** Lets this test's pages write console errors that match `pattern` (for a fault a test causes on purpose). */
  allow(pattern: RegExp): void;
  /** The problems nobody expected, so far. */
  unexpected(): ConsoleProblem[];
}

export function consoleWatch(): ConsoleWatch {
  const problems: ConsoleProblem[] = [];
  const allowed: RegExp[] = [];
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' || NETWORK_LOG.test(message.text())) return;
      problems.push({ kind: 'console', text: message.text(), page: page.url() });
    });
    page.on('pageerror', (error) => {
      problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, page: page.url() });
    });
  };
  return {
    watch(context) {
      for (const page of context.pages()) watchPage(page);
      context.on('page', watchPage);
    },
    allow(pattern) {
      allowed.push(pattern);
    },
    unexpected: () => problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem.text))),
  };
}

/** The readable list a failing check prints. */
export const formatConsoleProblems = (problems: ConsoleProblem[]): string =>
  [
    `the browser console got ${problems.length} error(s) nobody expected:`,
    ...problems.map((problem) => `- [${problem.kind}] on ${problem.page}: ${problem.text.slice(0, 400)}`),
  ].join('\n');
