import type { TestProject } from 'vitest/node';
import { buildTestConsole, startStack } from './support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    mockUrl: string;
    devicePort: number;
    playerIps: string[];
  }
}

/** Builds the console, starts one stack for every journey, and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildTestConsole();
  const stack = await startStack();
  project.provide('consoleUrl', stack.consoleUrl);
  project.provide('mockUrl', stack.mockUrl);
  project.provide('devicePort', stack.devicePort);
  project.provide('playerIps', stack.playerIps);
  return () => stack.close();
}
