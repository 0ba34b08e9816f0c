import {
  FEATURE_FLAGS,
  LOGO_FIELD,
  type LogoSlot,
  type WorkplaceConfig,
  type WorkplaceFeatures,
  type WorkplaceTheme,
} from '../../../domain/workplace/types';
import type { PendingLogos } from './editorState';

/** One difference from the live configuration: a field and its values before and after. */
export interface Change {
  /** The field's name, a key under dm.workplace.fields. */
  field: string;
  /** The key under dm.workplace.fields a person reads instead, when it says more than the field's own. */
  label?: string;
  before: ChangeValue;
  after: ChangeValue;
}
/** A value as shown: text as it is, a yes/no, a list, or a logo (file name or "new file"). */
export type ChangeValue =
  | { kind: 'text'; text: string }
  | { kind: 'choice'; value: string }
  | { kind: 'flag'; on: boolean }
  | { kind: 'views'; views: string[] }
  | { kind: 'logo'; name: string | null };

const THEME_TEXT: (keyof WorkplaceTheme)[] = ['accentColor', 'brandingText'];
const THEME_CHOICES: (keyof WorkplaceTheme)[] = ['brandingType', 'themeLogoType'];
const THEME_FLAGS: (keyof WorkplaceTheme)[] = ['useSameBrandingLogo', 'useSameLogo'];
const SLOT_FIELDS = Object.entries(LOGO_FIELD) as [LogoSlot, keyof WorkplaceTheme][];

/**
 * With one logo for both modes, the dark slot holds it: it reads as the logo of both modes, neither as the dark
 * one nor as the Branding or Theme logo choice it goes with.
 */
const sharedLabel = (slot: LogoSlot, theme: WorkplaceTheme): string | undefined =>
  slot === 'dark' && theme.useSameLogo
    ? 'themeLogo'
    : slot === 'brand dark' && theme.useSameBrandingLogo
      ? 'brandingLogo'
      : undefined;

/** The last part of a logo address, which is what a person recognises. */
const logoName = (url: string): string | null => (url ? (url.split('/').pop() ?? url) : null);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** What the edited configuration changes in the live one, field by field, in the form's order. */
export function changesFrom(
  live: Pick<WorkplaceConfig, 'theme' | 'features'>,
  theme: WorkplaceTheme,
  features: WorkplaceFeatures,
  files: PendingLogos,
): Change[] {
  const changes: Change[] = [];
  for (const field of THEME_TEXT) {
    const [before, after] = [String(live.theme[field]), String(theme[field])];
    if (before !== after)
      changes.push({ field, before: { kind: 'text', text: before }, after: { kind: 'text', text: after } });
  }
  for (const field of THEME_CHOICES) {
    const [before, after] = [String(live.theme[field]), String(theme[field])];
    if (before !== after) {
      changes.push({
        field,
        before: { kind: 'choice', value: before },
        after: { kind: 'choice', value: after },
      });
    }
  }
  for (const field of THEME_FLAGS) {
    if (live.theme[field] !== theme[field]) {
      changes.push({
        field,
        before: { kind: 'flag', on: Boolean(live.theme[field]) },
        after: { kind: 'flag', on: Boolean(theme[field]) },
      });
    }
  }
  for (const [slot, field] of SLOT_FIELDS) {
    const pending = files[slot];
    const before = String(live.theme[field]);
    const after = pending ? pending.file.name : String(theme[field]);
    if (pending || before !== after) {
      const label = sharedLabel(slot, theme);
      changes.push({
        field,
        ...(label ? { label } : {}),
        before: { kind: 'logo', name: logoName(before) },
        after: { kind: 'logo', name: pending ? after : logoName(after) },
      });
    }
  }
  const [was, now] = [live.features.floorplan, features.floorplan];
  if (was.consult.floorplanViews !== now.consult.floorplanViews) {
    changes.push({
      field: 'floorplanViews',
      before: { kind: 'flag', on: was.consult.floorplanViews },
      after: { kind: 'flag', on: now.consult.floorplanViews },
    });
  }
  for (const field of ['availableViews', 'selectedFloorplanViews'] as const) {
    if (!sameList(was[field], now[field])) {
      changes.push({
        field,
        before: { kind: 'views', views: [...was[field]] },
        after: { kind: 'views', views: [...now[field]] },
      });
    }
  }
  for (const flag of FEATURE_FLAGS) {
    if (live.features.flags[flag] !== features.flags[flag]) {
      changes.push({
        field: flag,
        before: { kind: 'flag', on: live.features.flags[flag] },
        after: { kind: 'flag', on: features.flags[flag] },
      });
    }
  }
  return changes;
}
