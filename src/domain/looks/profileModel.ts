/**
 * Profiles: what a room, floor or feedback display does, beside how it looks (the theme). One typed set of
 * settings for every display type; each type's form shows the sections that apply to it (PROFILE_SECTIONS).
 * Shared by the console and the mock server.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../contract/languages';
import { checkFields, pickFields, type Issues, type Rules, type Values } from './fieldRules';
import { LOOK_TYPES, type LookMeta, type LookType, type LookUsage } from './lookTypes';

const CLOCK_FORMATS = ['12h', '24h'] as const;
type ClockFormat = (typeof CLOCK_FORMATS)[number];

export interface ProfileFields {
  name: string;
  description: string;
  /** Language of the display's own texts. */
  language: LanguageCode;
  clockFormat: ClockFormat;
  /** Meetings: show the organizer's name and the subject (privacy). */
  showOrganizer: boolean;
  showSubject: boolean;
  /** Booking: "book now" on the display, up to this many minutes. */
  allowAdHocBooking: boolean;
  maxBookingMinutes: number;
  /** In the room: extend or end the running meeting from the display. */
  allowExtend: boolean;
  allowEndEarly: boolean;
  /** Check-in: a window around the start; a room nobody checks into can be released. */
  checkInEnabled: boolean;
  checkInBeforeMinutes: number;
  checkInAfterMinutes: number;
  releaseUnconfirmed: boolean;
  /** Screen: the screen saver starts after this many idle minutes. */
  screenSaverEnabled: boolean;
  idleMinutes: number;
}

export type ProfileRecord = LookMeta & ProfileFields;
export type Profile = ProfileRecord & LookUsage;

const PROFILE_NAME_MAX = 60;
const PROFILE_DESCRIPTION_MAX = 200;

export const PROFILE_RULES: Rules<keyof ProfileFields> = {
  name: { kind: 'text', max: PROFILE_NAME_MAX, required: true },
  description: { kind: 'text', max: PROFILE_DESCRIPTION_MAX },
  language: { kind: 'choice', choices: LANGUAGE_CODES },
  clockFormat: { kind: 'choice', choices: CLOCK_FORMATS },
  showOrganizer: { kind: 'flag' },
  showSubject: { kind: 'flag' },
  allowAdHocBooking: { kind: 'flag' },
  maxBookingMinutes: { kind: 'int', min: 15, max: 480 },
  allowExtend: { kind: 'flag' },
  allowEndEarly: { kind: 'flag' },
  checkInEnabled: { kind: 'flag' },
  checkInBeforeMinutes: { kind: 'int', min: 0, max: 60 },
  checkInAfterMinutes: { kind: 'int', min: 1, max: 60 },
  releaseUnconfirmed: { kind: 'flag' },
  screenSaverEnabled: { kind: 'flag' },
  idleMinutes: { kind: 'int', min: 1, max: 240 },
};

type ProfileSectionId = 'general' | 'meetings' | 'booking' | 'room' | 'screen';

export interface ProfileSection {
  id: ProfileSectionId;
  fields: readonly (keyof ProfileFields)[];
  types: readonly LookType[];
}

/** Form and show-page sections, and the display types each one applies to. */
const PROFILE_SECTIONS: readonly ProfileSection[] = [
  { id: 'general', fields: ['name', 'description', 'language', 'clockFormat'], types: LOOK_TYPES },
  { id: 'meetings', fields: ['showOrganizer', 'showSubject'], types: ['RD', 'FD'] },
  { id: 'booking', fields: ['allowAdHocBooking', 'maxBookingMinutes'], types: ['RD', 'FD'] },
  {
    id: 'room',
    fields: [
      'allowExtend',
      'allowEndEarly',
      'checkInEnabled',
      'checkInBeforeMinutes',
      'checkInAfterMinutes',
      'releaseUnconfirmed',
    ],
    types: ['RD'],
  },
  { id: 'screen', fields: ['screenSaverEnabled', 'idleMinutes'], types: LOOK_TYPES },
];

/** Settings that apply only while a switch is on: forms hide them while it is off and keep their values. */
export const PROFILE_SWITCHED_BY: Partial<Record<keyof ProfileFields, keyof ProfileFields>> = {
  maxBookingMinutes: 'allowAdHocBooking',
  checkInBeforeMinutes: 'checkInEnabled',
  checkInAfterMinutes: 'checkInEnabled',
  releaseUnconfirmed: 'checkInEnabled',
  idleMinutes: 'screenSaverEnabled',
};

/** True when the field takes effect with these values (its switch, if any, is on). */
export const isInEffect = (field: keyof ProfileFields, values: Partial<ProfileFields>): boolean => {
  const flag = PROFILE_SWITCHED_BY[field];
  return flag === undefined || values[flag] === true;
};

export const sectionsFor = (type: LookType): ProfileSection[] =>
  PROFILE_SECTIONS.filter((section) => section.types.includes(type));

/** Every settings field in section order, for comparisons. */
export const PROFILE_FIELDS: readonly (keyof ProfileFields)[] = PROFILE_SECTIONS.flatMap(
  (section) => section.fields,
);

/** A new profile's starting values (also what an older stored profile lacks). */
export const profileDefaults = (): ProfileFields => ({
  name: '',
  description: '',
  language: DEFAULT_LANGUAGE,
  clockFormat: '24h',
  showOrganizer: true,
  showSubject: true,
  allowAdHocBooking: true,
  maxBookingMinutes: 60,
  allowExtend: true,
  allowEndEarly: true,
  checkInEnabled: false,
  checkInBeforeMinutes: 10,
  checkInAfterMinutes: 10,
  releaseUnconfirmed: false,
  screenSaverEnabled: true,
  idleMinutes: 15,
});

/** Every broken rule of a profile's fields. */
export const profileIssues = (values: Values): Issues<keyof ProfileFields> =>
  checkFields(values, PROFILE_RULES);

/** The stored fields of a profile without issues (text trimmed, nothing else kept). */
export const cleanProfile = (values: Values): ProfileFields =>
  pickFields(values, PROFILE_RULES) as unknown as ProfileFields;
