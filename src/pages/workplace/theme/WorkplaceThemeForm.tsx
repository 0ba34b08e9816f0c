import { Divider, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRANDING_TEXT_MAX } from '../../../config';
import { LOGO_FIELD, type LogoSlot, type WorkplaceTheme } from '../../../domain/workplace/types';
import { SettingSwitch } from '../../settings/SettingSwitch';
import { useWorkplaceEditor } from '../editor/workplaceEditorContext';
import { AccentColorField } from './AccentColorField';
import { KindChoice } from './KindChoice';
import { LogoField, type LogoBackdrop } from './LogoField';

/** The logo fields of one group: one for both modes, or dark and light. */
const slotsOf = (same: boolean, dark: LogoSlot, light: LogoSlot): [LogoSlot, string, LogoBackdrop][] =>
  same
    ? [[dark, 'dm.workplace.theme.logoBoth', 'both']]
    : [
        [dark, 'dm.workplace.theme.logoDark', 'dark'],
        [light, 'dm.workplace.theme.logoLight', 'light'],
      ];

/** The name of the one logo for both modes, by its switch. */
const SHARED_NAME = { useSameBrandingLogo: 'brandingLogo', useSameLogo: 'themeLogo' } as const;

/** The Theme tab's form (001 §3 theme): accent colour, branding text or logos, theme logos. */
export const WorkplaceThemeForm = () => {
  const translate = useTranslate();
  const { state, dispatch } = useWorkplaceEditor();
  const { theme } = state;
  const disabled = state.busy !== null;
  const set = (changes: Partial<WorkplaceTheme>) => dispatch({ type: 'theme', changes });
  const logo = (slot: LogoSlot, label: string, backdrop: LogoBackdrop, name: string) => (
    <LogoField
      key={slot}
      slot={slot}
      label={label}
      name={`dm.workplace.fields.${name}`}
      backdrop={backdrop}
      url={String(theme[LOGO_FIELD[slot]])}
      pending={state.files[slot]}
      disabled={disabled}
      onUrl={(url) => set({ [LOGO_FIELD[slot]]: url })}
      onFile={(pending) => dispatch({ type: 'file', slot, logo: pending })}
    />
  );
  /** The "one logo for both" switch, then one logo field for both modes or one for each. */
  const sameLogos = (name: 'useSameBrandingLogo' | 'useSameLogo', dark: LogoSlot, light: LogoSlot) => (
    <>
      <SettingSwitch
        name={name}
        label={`dm.workplace.fields.${name}`}
        checked={theme[name]}
        disabled={disabled}
        onChange={(checked) => set({ [name]: checked })}
      />
      {slotsOf(theme[name], dark, light).map(([slot, label, backdrop]) =>
        // The logo's name among all four, as the change list writes it: with one logo for both, the shared one.
        logo(slot, label, backdrop, theme[name] ? SHARED_NAME[name] : LOGO_FIELD[slot]),
      )}
    </>
  );
  const over = theme.brandingText.length > BRANDING_TEXT_MAX;

  return (
    <Stack spacing={2.5}>
      <AccentColorField
        value={theme.accentColor}
        disabled={disabled}
        onChange={(accentColor) => set({ accentColor })}
      />
      <Divider />
      <KindChoice
        name="brandingType"
        label="dm.workplace.fields.brandingType"
        value={theme.brandingType}
        disabled={disabled}
        onChange={(brandingType) => set({ brandingType })}
      />
      {/* Shown with Logo chosen too while the kept text is over its limit, so that the refusal can be fixed. */}
      {theme.brandingType === 'text' || over ? (
        <TextField
          name="brandingText"
          label={translate('dm.workplace.fields.brandingText')}
          value={theme.brandingText}
          disabled={disabled}
          error={over || theme.brandingText.trim() === ''}
          helperText={translate(
            over
              ? 'dm.workplace.errors.error_brand_name_length_constraint'
              : 'dm.workplace.theme.brandingCount',
            {
              smart_count: BRANDING_TEXT_MAX,
              count: theme.brandingText.length,
              max: BRANDING_TEXT_MAX,
            },
          )}
          onChange={(event) => set({ brandingText: event.target.value })}
          sx={{ maxWidth: 360 }}
        />
      ) : null}
      {theme.brandingType === 'logo' ? sameLogos('useSameBrandingLogo', 'brand dark', 'brand light') : null}
      <Divider />
      <KindChoice
        name="themeLogoType"
        label="dm.workplace.fields.themeLogoType"
        value={theme.themeLogoType}
        disabled={disabled}
        onChange={(themeLogoType) => set({ themeLogoType })}
      />
      {theme.themeLogoType === 'logo' ? sameLogos('useSameLogo', 'dark', 'light') : null}
    </Stack>
  );
};
