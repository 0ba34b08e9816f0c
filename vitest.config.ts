import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One project per environment, chosen by file name (docs/decisions.md, "Test layout"):
 * - `src/**\/*.test.ts`: pure modules, in node: no DOM to set up, and one module graph per worker (`isolate: false`),
 *   so the console's modules are loaded once per worker rather than once per file.
 * - `src/**\/*.test.tsx`: anything that renders or needs browser globals (localStorage, XMLHttpRequest), in jsdom
 *   with the cleanup of `src/test/setup.ts`, each file in its own environment.
 * - `mock-server/**\/*.test.ts`: the mock platform's integration tests, in node, each file in its own process state;
 *   `deploy/**\/*.test.ts` (the production configuration) beside them.
 * `src/test/testLayout.test.ts` keeps files on the right side of the line.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          isolate: false,
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A whole react-admin context renders slowly on a busy machine: give each test room before failing.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          isolate: false,
          include: ['mock-server/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
