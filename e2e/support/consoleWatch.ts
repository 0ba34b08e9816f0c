import type { BrowserContext, Page } from 'playwright-core';

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

/** What a test said it expects on the console; reset after every test. */
const allowed: RegExp[] = [];
const contexts = new Map<BrowserContext, ConsoleProblem[]>();

function watchPage(page: Page, problems: ConsoleProblem[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error' || NETWORK_LOG.test(message.text())) return;
    problems.push({ kind: 'console', text: message.text(), page: page.url() });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, page: page.url() });
  });
}

/** Collects the console errors and uncaught exceptions of every page of the context, from now until it closes. */
export function watchConsole(context: BrowserContext): void {
  const problems: ConsoleProblem[] = [];
  contexts.set(context, problems);
  for (const page of context.pages()) watchPage(page, problems);
  context.on('page', (page) => watchPage(page, problems));
  context.on('close', () => contexts.delete(context));
}

/** Lets the running test's pages write console errors that match `pattern` (for a fault a test causes on purpose). */
export function allowConsoleErrors(pattern: RegExp): void {
  allowed.push(pattern);
}

/** The unexpected problems collected since the last call, across every watched browser; forgets them all. */
export function takeConsoleProblems(): ConsoleProblem[] {
  const found = [...contexts.values()].flatMap((problems) => problems.splice(0));
  const unexpected = found.filter((problem) => !allowed.some((pattern) => pattern.test(problem.text)));
  allowed.length = 0;
  return unexpected;
}

/** The readable list a failing check prints. */
export const formatConsoleProblems = (problems: ConsoleProblem[]): string =>
  [
    `the browser console got ${problems.length} error(s) nobody expected:`,
    ...problems.map((problem) => `- [${problem.kind}] on ${problem.page}: ${problem.text.slice(0, 400)}`),
  ].join('\n');
