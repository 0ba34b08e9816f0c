/** Where the mock reports what goes wrong on its side. Tests use the silent one. */
export interface MockLogger {
  info(message: string): void;
  error(message: string): void;
}

export const silentLogger: MockLogger = {
  info: () => undefined,
  error: () => undefined,
};

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
