import { LOCALES } from '../../i18n/locales';
import type { LookResource } from '../../domain/looks/lookTypes';

/** The translation key of one choice of a field (theme mode, logo type, clock format, …). */
export const choiceKey = (resource: LookResource, field: string, value: string): string =>
  `dm.${resource}.choices.${field}.${value}`;

/** react-admin choices for a choice field; labels are translation keys. */
export const choicesOf = (resource: LookResource, field: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: choiceKey(resource, field, value) }));

/** Languages are named in themselves, whatever the console's language. */
export const LANGUAGE_CHOICES = LOCALES.map(({ locale, name }) => ({ id: locale, name }));

export const languageName = (code: string): string =>
  LOCALES.find((locale) => locale.locale === code)?.name ?? code;
