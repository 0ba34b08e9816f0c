import { describe, expect, it } from 'vitest';
import {
  defaultWorkplaceFeatures,
  defaultWorkplaceTheme,
  type LogoSlot,
  type WorkplaceFeatures,
  type WorkplaceTheme,
} from './types';
import { validateWorkplaceConfig, workplaceProblems } from './validation';

const URL = 'https://cdn.example/logo.png';
const theme = (changes: Partial<WorkplaceTheme> = {}): WorkplaceTheme => ({
  ...defaultWorkplaceTheme(),
  ...changes,
});
const features = (consult: boolean, availableViews: WorkplaceFeatures['floorplan']['availableViews']) => {
  const value = defaultWorkplaceFeatures();
  value.floorplan = { consult: { floorplanViews: consult }, availableViews, selectedFloorplanViews: [] };
  return value;
};
const check = (
  themeValue: WorkplaceTheme,
  files: LogoSlot[] = [],
  featuresValue = defaultWorkplaceFeatures(),
) => validateWorkplaceConfig({ theme: themeValue, features: featuresValue, files: new Set(files) });

const brandLogo = { brandingType: 'logo', useSameBrandingLogo: false } as const;
const themeLogo = { themeLogoType: 'logo', useSameLogo: false } as const;

describe('workplace validation (001 §5, row by row)', () => {
  it('accepts the defaults', () => {
    expect(check(theme())).toEqual({ valid: true });
  });

  it('error_missing_brand_dark_logo: branding logo, no dark logo, not the same logo', () => {
    expect(check(theme({ ...brandLogo, brandingLightLogo: URL }))).toEqual({
      valid: false,
      message: 'error_missing_brand_dark_logo',
    });
    expect(check(theme({ ...brandLogo, brandingLightLogo: URL }), ['brand dark']).valid).toBe(true);
    expect(check(theme({ ...brandLogo, useSameBrandingLogo: true, brandingLightLogo: URL })).valid).toBe(
      true,
    );
    expect(check(theme({ brandingLightLogo: '', brandingDarkLogo: '' })).valid).toBe(true);
  });

  it('error_missing_brand_light_logo: the same for the light branding logo', () => {
    expect(check(theme({ ...brandLogo, brandingDarkLogo: URL }))).toEqual({
      valid: false,
      message: 'error_missing_brand_light_logo',
    });
    expect(check(theme({ ...brandLogo, useSameBrandingLogo: true, brandingDarkLogo: URL })).valid).toBe(true);
    expect(check(theme({ ...brandLogo, brandingDarkLogo: URL }), ['brand light']).valid).toBe(true);
  });

  it('error_missing_dark_logo: theme logo type logo without dark logo url, file or data', () => {
    expect(check(theme({ ...themeLogo, lightThemeLogoURL: URL }))).toEqual({
      valid: false,
      message: 'error_missing_dark_logo',
    });
    expect(check(theme({ ...themeLogo, lightThemeLogoURL: URL, darkThemeLogoURL: URL })).valid).toBe(true);
    expect(check(theme({ ...themeLogo, lightThemeLogoURL: URL }), ['dark']).valid).toBe(true);
    expect(check(theme({ ...themeLogo, useSameLogo: true, lightThemeLogoURL: URL })).valid).toBe(true);
  });

  it('error_missing_light_logo: the same for the light logo', () => {
    expect(check(theme({ ...themeLogo, darkThemeLogoURL: URL }))).toEqual({
      valid: false,
      message: 'error_missing_light_logo',
    });
    expect(check(theme({ ...themeLogo, darkThemeLogoURL: URL }), ['light']).valid).toBe(true);
  });

  it('error_missing_floorplan_views: consult floor plan views on without available views', () => {
    expect(check(theme(), [], features(true, []))).toEqual({
      valid: false,
      message: 'error_missing_floorplan_views',
    });
    expect(check(theme(), [], features(false, [])).valid).toBe(true);
    expect(check(theme(), [], features(true, ['3d'])).valid).toBe(true);
  });

  it('error_missing_brand_name: branding text type with empty text', () => {
    expect(check(theme({ brandingText: '  ' }))).toEqual({
      valid: false,
      message: 'error_missing_brand_name',
    });
    expect(
      check(theme({ brandingText: '', ...brandLogo, useSameBrandingLogo: true }), ['brand dark']).valid,
    ).toBe(true);
  });

  it('error_brand_name_length_constraint: branding text over 15 characters', () => {
    expect(check(theme({ brandingText: 'A'.repeat(15) })).valid).toBe(true);
    expect(check(theme({ brandingText: 'A'.repeat(16) }))).toEqual({
      valid: false,
      message: 'error_brand_name_length_constraint',
    });
  });

  it('keeps the branding text’s limit after switching Branding to Logo, since the text is stored too', () => {
    const logoChosen = { ...brandLogo, useSameBrandingLogo: true };
    expect(check(theme({ ...logoChosen, brandingText: 'A'.repeat(17) }), ['brand dark'])).toEqual({
      valid: false,
      message: 'error_brand_name_length_constraint',
    });
    expect(check(theme({ ...logoChosen, brandingText: 'A'.repeat(15) }), ['brand dark']).valid).toBe(true);
  });

  it('missing features or theme: invalid with no message', () => {
    expect(validateWorkplaceConfig({ theme: theme(), features: null })).toEqual({
      valid: false,
      message: null,
    });
    expect(validateWorkplaceConfig({ theme: undefined, features: defaultWorkplaceFeatures() })).toEqual({
      valid: false,
      message: null,
    });
  });

  it('lists every problem in the order of the table', () => {
    const all = theme({ ...brandLogo, ...themeLogo });
    expect(workplaceProblems({ theme: all, features: features(true, []) })).toEqual([
      'error_missing_brand_dark_logo',
      'error_missing_brand_light_logo',
      'error_missing_dark_logo',
      'error_missing_light_logo',
      'error_missing_floorplan_views',
    ]);
  });
});
