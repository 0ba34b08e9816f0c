import { defineConfig } from 'vitest/config';

// Browser journeys: one shared mock, fleet and built console (e2e/globalSetup.ts), one file at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
