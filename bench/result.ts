/** One benchmark's figure, printed as one JSON object on its own line. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget: number;
  ok: boolean;
  [detail: string]: unknown;
}

/** The line of a benchmark that could not measure: why, and no figure. */
export const failed = (name: string, error: unknown): BenchResult => ({
  name,
  value: Number.NaN,
  unit: '',
  budget: Number.NaN,
  ok: false,
  measured: false,
  error: error instanceof Error ? error.message.split('\n')[0] : String(error),
});

export interface Benchmark {
  name: string;
  /** Parts that can be run alone by their own names. */
  parts?: Benchmark[];
  run(): Promise<BenchResult | BenchResult[]>;
}

export const result = (
  name: string,
  value: number,
  unit: string,
  budget: number,
  details: Record<string, unknown> = {},
): BenchResult => ({
  name,
  value: Math.round(value * 10) / 10,
  unit,
  budget,
  ok: value <= budget,
  ...details,
});

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
