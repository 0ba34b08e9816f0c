/**
 * The benchmarks' small mode (`npm run bench -- --smoke`, run by CI after the tests): a few devices and one run
 * each, to prove that every benchmark still measures; its figures say nothing about the budgets. Read from the
 * command line when a benchmark module loads, so that each module's sizes are plain constants.
 */
export const SMOKE = process.argv.includes('--smoke');

/** `full` in a measuring run, `small` in the small mode. */
export const sized = <T>(full: T, small: T): T => (SMOKE ? small : full);
