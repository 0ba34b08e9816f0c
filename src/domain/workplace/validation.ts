import { BRANDING_TEXT_MAX } from '../../contract/constants';
import type { LogoSlot, WorkplaceFeatures, WorkplaceTheme } from './types';

/**
 * The workplace configuration validation of 001 §5, shared by the console and the mock backend.
 * Pure: no React, no browser APIs.
 */
export type WorkplaceValidationMessage =
  | 'error_missing_brand_dark_logo'
  | 'error_missing_brand_light_logo'
  | 'error_missing_dark_logo'
  | 'error_missing_light_logo'
  | 'error_missing_floorplan_views'
  | 'error_missing_brand_name'
  | 'error_brand_name_length_constraint';

export interface WorkplaceValidationInput {
  theme?: WorkplaceTheme | null;
  features?: WorkplaceFeatures | null;
  /** Logos chosen as files and not uploaded yet: they count as present. */
  files?: ReadonlySet<LogoSlot>;
}

/** valid, or invalid with the first message of the table (none when the theme or features are missing). */
export type WorkplaceValidation =
  { valid: true } | { valid: false; message: WorkplaceValidationMessage | null };

const present = (url: string, slot: LogoSlot, files: ReadonlySet<LogoSlot>): boolean =>
  url.trim() !== '' || files.has(slot);

/** Every message of the table that applies, in the table's order. */
export function workplaceProblems({
  theme,
  features,
  files = new Set(),
}: WorkplaceValidationInput): WorkplaceValidationMessage[] {
  if (!theme || !features) return [];
  const problems: WorkplaceValidationMessage[] = [];
  const brandDark = present(theme.brandingDarkLogo, 'brand dark', files);
  const brandLight = present(theme.brandingLightLogo, 'brand light', files);
  if (theme.brandingType === 'logo') {
    // With one logo for both, either slot holding it is enough.
    if (!brandDark && !(theme.useSameBrandingLogo && brandLight))
      problems.push('error_missing_brand_dark_logo');
    if (!brandLight && !(theme.useSameBrandingLogo && brandDark))
      problems.push('error_missing_brand_light_logo');
  }
  if (theme.themeLogoType === 'logo') {
    const dark = present(theme.darkThemeLogoURL, 'dark', files);
    const light = present(theme.lightThemeLogoURL, 'light', files);
    if (!dark && !(theme.useSameLogo && light)) problems.push('error_missing_dark_logo');
    if (!light && !(theme.useSameLogo && dark)) problems.push('error_missing_light_logo');
  }
  const { floorplan } = features;
  if (floorplan.consult.floorplanViews && floorplan.availableViews.length === 0) {
    problems.push('error_missing_floorplan_views');
  }
  if (theme.brandingType === 'text' && theme.brandingText.trim() === '')
    problems.push('error_missing_brand_name');
  // The text is kept, and stored, with a logo chosen too (for switching back): its limit holds whatever the type.
  else if (theme.brandingText.length > BRANDING_TEXT_MAX) problems.push('error_brand_name_length_constraint');
  return problems;
}

/** The validation result the Save and Preview flows act on (001 §5). */
export function validateWorkplaceConfig(input: WorkplaceValidationInput): WorkplaceValidation {
  if (!input.theme || !input.features) return { valid: false, message: null };
  const [first] = workplaceProblems(input);
  return first ? { valid: false, message: first } : { valid: true };
}
