import { buildTestConsole } from './support/stack';

/** Builds the console once for every journey file; each file then serves it from its own stack (support/fileStack). */
export default function setup(): void {
  buildTestConsole();
}
