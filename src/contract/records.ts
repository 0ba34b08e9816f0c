/**
 * The console's records (issue 34): plain REST resources in ra-data-simple-rest's conventions at `recordsUrl`.
 * The contract is one for the mock, `npm run records` and any platform that implements it (README, "Records").
 */

/** Every records resource, by the name the console and the server both use. */
export const RECORD_RESOURCES = ['activity', 'rollouts', 'players', 'baselines', 'sheets'] as const;
export type RecordResource = (typeof RECORD_RESOURCES)[number];

export const isRecordResource = (name: string): name is RecordResource =>
  (RECORD_RESOURCES as readonly string[]).includes(name);

/** Fields the server sets on every record; a body's values for them are ignored. */
export const SERVER_FIELDS = [
  'id',
  'tenant',
  'version',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
] as const;

/** Who made a record or its last change, as the token's person. */
export interface RecordPerson {
  id: string;
  name: string;
}

/** What every record carries besides its own fields. */
export interface RecordBase {
  id: string;
  tenant: string;
  /** 1 on create, one more on every update; an update names the version it started from. */
  version: number;
  createdAt: string;
  createdBy: RecordPerson;
  updatedAt: string;
  updatedBy: RecordPerson;
}

export interface ResourceLimit {
  /** Records of one tenant in the resource. */
  maxRecords: number;
  /** At the limit, a create drops the tenant's oldest record (retention) instead of being refused. */
  dropOldest: boolean;
  /** Largest body of a create or update, in bytes of JSON. */
  maxBodyBytes: number;
  /** Append-only: no update, no delete. */
  appendOnly: boolean;
}

const KIB = 1024;

/** The limits of the contract, per resource. */
export const RECORD_LIMITS: Record<RecordResource, ResourceLimit> = {
  activity: { maxRecords: 100_000, dropOldest: true, maxBodyBytes: 64 * KIB, appendOnly: true },
  rollouts: { maxRecords: 1_000, dropOldest: false, maxBodyBytes: 768 * KIB, appendOnly: false },
  players: { maxRecords: 10_000, dropOldest: false, maxBodyBytes: 16 * KIB, appendOnly: false },
  baselines: { maxRecords: 200, dropOldest: false, maxBodyBytes: 64 * KIB, appendOnly: false },
  sheets: { maxRecords: 20, dropOldest: true, maxBodyBytes: 1024 * KIB, appendOnly: false },
};

/** Any string value anywhere in a record. */
export const RECORD_STRING_MAX = 4_000;
/** Nesting of objects and arrays in a record. */
export const RECORD_DEPTH_MAX = 8;
/** A record's own field names (top level): letters, digits and underscores, starting with a letter. */
export const RECORD_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** The widest page a list answers. */
export const RECORD_PAGE_MAX = 1_000;

/** The error codes of the records API, in the JSON body `{ code, message }` of every refusal. */
export const RECORD_ERRORS = {
  invalid: 'invalid',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  notAllowed: 'method_not_allowed',
  staleVersion: 'stale_version',
  tooLarge: 'too_large',
  limitReached: 'limit_reached',
  unavailable: 'unavailable',
} as const;
export type RecordErrorCode = (typeof RECORD_ERRORS)[keyof typeof RECORD_ERRORS];

export interface RecordErrorBody {
  code: RecordErrorCode;
  message: string;
  /** With stale_version: the record as it is now. */
  current?: unknown;
}
