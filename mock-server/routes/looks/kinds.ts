import type { Issue, Issues } from '../../../src/domain/looks/fieldRules';
import type { LookMeta } from '../../../src/domain/looks/lookTypes';
import { cleanProfile, profileDefaults, profileIssues } from '../../../src/domain/looks/profileModel';
import { cleanTheme, themeIssues } from '../../../src/domain/looks/themeModel';
import type { ConfigurationEntry, DeviceConfiguration, Owned } from '../../db/types';
import { ERROR_CODES, type MockErrorCode } from '../../envelope';

/** A stored profile or theme, seen by the code both share. */
export type StoredLook = Owned & LookMeta & { name: string } & Record<string, unknown>;

/** What differs between the profile and the theme routes; everything else is one implementation. */
export interface LookKind {
  noun: 'profile' | 'theme';
  collection: 'profiles' | 'themes';
  issues(values: Record<string, unknown>): Issues;
  clean(values: Record<string, unknown>): Record<string, unknown>;
  /** Fields an older data file may lack, filled in when the server opens it. */
  missing(): Record<string, unknown>;
  /** The ids of this kind one configuration entry refers to. */
  refsOf(entry: ConfigurationEntry): (string | undefined)[];
  conflictCode: MockErrorCode;
  inUseCode: MockErrorCode;
  /** Themes: a label may be used once per tenant and display type (60012). */
  uniqueLabel: boolean;
}

const BOOKKEEPING = { version: 1, modifiedBy: null };

export const PROFILE_KIND: LookKind = {
  noun: 'profile',
  collection: 'profiles',
  issues: profileIssues,
  clean: (values) => ({ ...cleanProfile(values) }),
  missing: () => ({ ...profileDefaults(), ...BOOKKEEPING }),
  refsOf: (entry) => [
    entry.roomConfiguration?.profileId,
    entry.floorConfiguration?.profileId,
    entry.feedbackConfiguration?.profileId,
  ],
  conflictCode: ERROR_CODES.PROFILE_CONFLICT,
  inUseCode: ERROR_CODES.PROFILE_IN_USE,
  uniqueLabel: false,
};

export const THEME_KIND: LookKind = {
  noun: 'theme',
  collection: 'themes',
  issues: themeIssues,
  clean: (values) => ({ ...cleanTheme(values) }),
  missing: () => ({ ...BOOKKEEPING }),
  refsOf: (entry) => [entry.roomConfiguration?.themeId, entry.floorConfiguration?.themeId],
  conflictCode: ERROR_CODES.THEME_CONFLICT,
  inUseCode: ERROR_CODES.THEME_IN_USE,
  uniqueLabel: true,
};

/** Fills the fields an older data file lacks; true when anything was added. */
export function completeRecords(records: StoredLook[], kind: LookKind): boolean {
  let added = false;
  for (const record of records) {
    for (const [field, value] of Object.entries(kind.missing())) {
      if (record[field] === undefined) {
        record[field] = value;
        added = true;
      }
    }
  }
  return added;
}

/** Per record id, the devices of the tenant whose stored configuration refers to it. */
export function usageOf(
  configurations: readonly DeviceConfiguration[],
  tenantId: string,
  kind: LookKind,
): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  for (const configuration of configurations) {
    if (configuration.tenantId !== tenantId) continue;
    const ids = new Set(configuration.configurations.flatMap(kind.refsOf));
    for (const id of ids) {
      if (id) usage.set(id, [...(usage.get(id) ?? []), configuration.deviceId]);
    }
  }
  return usage;
}

const ISSUE_TEXT: Record<Issue['code'], string> = {
  required: 'is required',
  too_long: 'is longer than {max} characters',
  not_a_choice: 'is not one of the allowed values',
  not_a_flag: 'must be true or false',
  not_a_whole_number: 'must be a whole number',
  out_of_range: 'must be between {min} and {max}',
  not_a_color: 'must be a colour like #1a2b3c',
  logo_type: 'must be a PNG, JPEG, WebP or SVG image',
  logo_too_large: 'is {size} kB; the limit is {max} kB',
  logo_unreadable: 'must be an image as a base64 data URL',
  logo_not_image: 'is not an image (PNG, JPEG, WebP or SVG) by its content',
  type_fixed: 'cannot change after the record is created',
};

/** The server's message for a set of issues: `Invalid fields: name is required; …`. */
export const issuesMessage = (issues: Issues): string =>
  `Invalid fields: ${Object.entries(issues)
    .map(([field, issue]) => {
      const { code, args = {} } = issue as Issue;
      const text = ISSUE_TEXT[code].replace(/\{(\w+)\}/g, (_match, name: string) => String(args[name]));
      return `${field} ${text}`;
    })
    .join('; ')}`;
