import { Divider, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRANDING_TEXT_MAX } from '../../../config';
import { LOGO_FIELD, type LogoSlot, type WorkplaceTheme } from '../../../dataProvider/workplaceTypes';
import { SettingSwitch } from '../../settings/SettingSwitch';
import { useWorkplaceEditor } from '../editor/workplaceEditorContext';
import { AccentColorField } from './AccentColorField';
import { KindChoice } from './KindChoice';
import { LogoField } from './LogoField';

/** The logo fields of one group: one for both modes, or dark and light. */
const slotsOf = (same: boolean, dark: LogoSlot, light: LogoSlot): [LogoSlot, string][] =>
  same
    ? [[dark, 'dm.workplace.theme.logoBoth']]
    : [
        [dark, 'dm.workplace.theme.logoDark'],
        [light, 'dm.workplace.theme.logoLight'],
      ];

/** The Theme tab's form (001 §3 theme): accent colour, branding text or logos, theme logos. */
export const ThemeForm = () => {
  const translate = useTranslate();
  const { state, dispatch } = useWorkplaceEditor();
  const { theme } = state;
  const disabled = state.busy !== null;
  const set = (changes: Partial<WorkplaceTheme>) => dispatch({ type: 'theme', changes });
  const logo = (slot: LogoSlot, label: string) => (
    <LogoField
      key={slot}
      slot={slot}
      label={label}
      url={String(theme[LOGO_FIELD[slot]])}
      pending={state.files[slot]}
      disabled={disabled}
      onUrl={(url) => set({ [LOGO_FIELD[slot]]: url })}
      onFile={(pending) => dispatch({ type: 'file', slot, logo: pending })}
    />
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
      {theme.brandingType === 'text' ? (
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
              count: theme.brandingText.length,
              max: BRANDING_TEXT_MAX,
            },
          )}
          onChange={(event) => set({ brandingText: event.target.value })}
          sx={{ maxWidth: 360 }}
        />
      ) : (
        <>
          <SettingSwitch
            name="useSameBrandingLogo"
            label="dm.workplace.fields.useSameBrandingLogo"
            checked={theme.useSameBrandingLogo}
            disabled={disabled}
            onChange={(useSameBrandingLogo) => set({ useSameBrandingLogo })}
          />
          {slotsOf(theme.useSameBrandingLogo, 'brand dark', 'brand light').map(([slot, label]) =>
            logo(slot, label),
          )}
        </>
      )}
      <Divider />
      <KindChoice
        name="themeLogoType"
        label="dm.workplace.fields.themeLogoType"
        value={theme.themeLogoType}
        disabled={disabled}
        onChange={(themeLogoType) => set({ themeLogoType })}
      />
      {theme.themeLogoType === 'logo' ? (
        <>
          <SettingSwitch
            name="useSameLogo"
            label="dm.workplace.fields.useSameLogo"
            checked={theme.useSameLogo}
            disabled={disabled}
            onChange={(useSameLogo) => set({ useSameLogo })}
          />
          {slotsOf(theme.useSameLogo, 'dark', 'light').map(([slot, label]) => logo(slot, label))}
        </>
      ) : null}
    </Stack>
  );
};
