/** Limits of bulk spreadsheet uploads (our choice where the spec is silent; see docs/decisions.md). */
export const BULK_LIMITS = {
  /** Largest upload read at all. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Largest sum of the sizes the zip declares once unpacked. */
  maxInflatedBytes: 64 * 1024 * 1024,
  maxZipEntries: 200,
  /** Data rows of one sheet, beside its header row. */
  maxRows: 10_000,
  /** Columns read: the template's and some room for extra ones, which are named as unknown. */
  maxCols: 26,
  /** After this the reading worker is terminated. */
  timeLimitMs: 8_000,
  /** Heap of the reading worker; a file that needs more is refused. */
  workerHeapMb: 256,
} as const;
