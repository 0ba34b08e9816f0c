/**
 * Why an uploaded bulk sheet was refused as a whole, with the error code the mock answers for each (our codes:
 * the spec names none). The console shows `dm.bulk.file.<problem>` with the names the answer carries.
 */
export const SHEET_PROBLEM_CODES = {
  notMultipart: 11001,
  noFile: 11002,
  notXlsx: 11003,
  notSpreadsheet: 11004,
  corrupt: 11005,
  tooLarge: 11006,
  tooBigUnpacked: 11007,
  tooManyRows: 11008,
  timeout: 11009,
  formula: 11010,
  empty: 11011,
  missingHeaders: 11012,
  unknownHeaders: 11013,
  duplicateHeaders: 11014,
  duplicateRows: 11015,
} as const;
export type SheetProblemName = keyof typeof SHEET_PROBLEM_CODES;

const BY_CODE = new Map<number, SheetProblemName>(
  (Object.entries(SHEET_PROBLEM_CODES) as [SheetProblemName, number][]).map(([name, code]) => [code, name]),
);

/** The problem a code stands for, or null for any other code. */
export const sheetProblemOf = (code: unknown): SheetProblemName | null =>
  typeof code === 'number' || typeof code === 'string' ? (BY_CODE.get(Number(code)) ?? null) : null;

/** What the answer carries beside the code: the names (headers, rows) or the cell it is about. */
export interface SheetProblemParams {
  names?: string[];
  cell?: string;
  limit?: number;
}
