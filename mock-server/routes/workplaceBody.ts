import {
  FEATURE_FLAGS,
  FLOORPLAN_VIEWS,
  type FloorplanView,
  type WorkplaceConfigDraft,
  type WorkplaceFeatures,
  type WorkplaceTheme,
} from '../../src/domain/workplace/types';
import { validateWorkplaceConfig } from '../../src/domain/workplace/validation';
import { isWholeNumber, type Parsed } from '../validate';

const COLOR = /^#[0-9a-f]{6}$/i;
const MAX_URL = 2_048;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const THEME_TEXT = [
  'brandingText',
  'brandingDarkLogo',
  'brandingLightLogo',
  'lightThemeLogoURL',
  'darkThemeLogoURL',
];
const THEME_FLAGS = ['useSameBrandingLogo', 'useSameLogo'];
const LOGO_FIELDS = THEME_TEXT.filter((name) => name !== 'brandingText');

/** A logo address the app can load: empty, or an http(s) URL (files go through the media upload first). */
const isLogoAddress = (value: string): boolean =>
  value === '' || (/^https?:\/\/\S+$/i.test(value) && value.length <= MAX_URL);

function parseTheme(theme: unknown): Parsed<WorkplaceTheme> {
  if (!isObject(theme)) return { ok: false, message: '"theme" must be an object' };
  if (typeof theme.accentColor !== 'string' || !COLOR.test(theme.accentColor)) {
    return { ok: false, message: '"theme.accentColor" must be a colour such as #1976d2' };
  }
  for (const name of ['brandingType', 'themeLogoType']) {
    if (theme[name] !== 'text' && theme[name] !== 'logo') {
      return { ok: false, message: `"theme.${name}" must be "text" or "logo"` };
    }
  }
  for (const name of THEME_TEXT) {
    if (typeof theme[name] !== 'string') return { ok: false, message: `"theme.${name}" must be a string` };
  }
  for (const name of THEME_FLAGS) {
    if (typeof theme[name] !== 'boolean') return { ok: false, message: `"theme.${name}" must be a boolean` };
  }
  for (const name of LOGO_FIELDS) {
    if (!isLogoAddress(theme[name] as string)) {
      return { ok: false, message: `"theme.${name}" must be an http(s) address of an uploaded logo` };
    }
  }
  const picked = Object.fromEntries(
    ['accentColor', 'brandingType', 'themeLogoType', ...THEME_TEXT, ...THEME_FLAGS].map((name) => [
      name,
      theme[name],
    ]),
  );
  return { ok: true, value: picked as unknown as WorkplaceTheme };
}

const isViewList = (value: unknown): value is FloorplanView[] =>
  Array.isArray(value) &&
  value.every((view) => (FLOORPLAN_VIEWS as readonly unknown[]).includes(view)) &&
  new Set(value).size === value.length;

function parseFeatures(features: unknown): Parsed<WorkplaceFeatures> {
  if (!isObject(features) || !isObject(features.floorplan) || !isObject(features.flags)) {
    return { ok: false, message: '"features" must contain "floorplan" and "flags"' };
  }
  const { floorplan, flags } = features;
  if (!isObject(floorplan.consult) || typeof floorplan.consult.floorplanViews !== 'boolean') {
    return { ok: false, message: '"features.floorplan.consult.floorplanViews" must be a boolean' };
  }
  const { availableViews, selectedFloorplanViews } = floorplan;
  if (!isViewList(availableViews) || !isViewList(selectedFloorplanViews)) {
    return { ok: false, message: `Floor plan views must be lists of ${FLOORPLAN_VIEWS.join(', ')}` };
  }
  if (selectedFloorplanViews.some((view) => !availableViews.includes(view))) {
    return { ok: false, message: 'Selected floor plan views must be among the available views' };
  }
  for (const flag of FEATURE_FLAGS) {
    if (typeof flags[flag] !== 'boolean')
      return { ok: false, message: `"features.flags.${flag}" must be a boolean` };
  }
  return {
    ok: true,
    value: {
      floorplan: {
        consult: { floorplanViews: floorplan.consult.floorplanViews },
        availableViews: [...availableViews],
        selectedFloorplanViews: [...selectedFloorplanViews],
      },
      flags: Object.fromEntries(
        FEATURE_FLAGS.map((flag) => [flag, flags[flag]]),
      ) as WorkplaceFeatures['flags'],
    },
  };
}

/** A configuration a save or preview sends: shape, then the validation table of 001 §5. */
export function parseWorkplaceDraft(body: unknown): Parsed<WorkplaceConfigDraft> {
  if (!isObject(body)) return { ok: false, message: 'The request body must be a JSON object' };
  if (!isWholeNumber(body.lastModified, 0)) {
    return { ok: false, message: '"lastModified" must be the number read with the configuration' };
  }
  const theme = parseTheme(body.theme);
  if (!theme.ok) return theme;
  const features = parseFeatures(body.features);
  if (!features.ok) return features;
  const checked = validateWorkplaceConfig({ theme: theme.value, features: features.value });
  if (!checked.valid)
    return { ok: false, message: `Invalid configuration: ${checked.message ?? 'incomplete'}` };
  return {
    ok: true,
    value: { theme: theme.value, features: features.value, lastModified: body.lastModified },
  };
}
