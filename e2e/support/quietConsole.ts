import { afterEach, expect } from 'vitest';
import { formatConsoleProblems, takeConsoleProblems } from './consoleWatch';

/**
 * Set up for every journey file (vitest.e2e.config.ts): a test fails when any page of a browser it opened wrote
 * an error to the console or threw one that nothing caught. Errors the console has shown the user (a conflict,
 * a refused permission, an unreachable player, a failed sign-in) stay off the browser console.
 */
afterEach(() => {
  const problems = takeConsoleProblems();
  if (problems.length > 0) expect.fail(formatConsoleProblems(problems));
});
