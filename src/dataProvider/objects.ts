/** A JSON object seen without a schema. */
export type Loose = Record<string, unknown>;

/** The value as a plain object, or null when it is not one. */
export const asObject = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null ? (value as Loose) : null;
