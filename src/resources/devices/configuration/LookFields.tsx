import { useTranslate } from 'react-admin';
import type { ConfigurableType } from '../../../domain/configuration/configurationModel';
import type { FieldsProps } from './fieldsProps';
import { fromQuery, LookupSelect } from './LookupSelect';
import { useProfiles, useThemes } from './useLookups';

/** The profile and (except for feedback displays) the theme of the display type. */
export const LookFields = ({ type, draft, onChange, missing }: FieldsProps & { type: ConfigurableType }) => {
  const translate = useTranslate();
  const profiles = useProfiles(type);
  const themes = useThemes(type);
  return (
    <>
      <LookupSelect
        name="profile"
        label={translate('dm.devicesTab.fields.profile')}
        value={draft.profile}
        {...fromQuery(profiles)}
        missing={missing.has('profile')}
        onChange={(profile) => onChange({ profile })}
      />
      {type !== 'FBD' ? (
        <LookupSelect
          name="theme"
          label={translate('dm.devicesTab.fields.theme')}
          value={draft.theme}
          {...fromQuery(themes)}
          missing={missing.has('theme')}
          onChange={(theme) => onChange({ theme })}
        />
      ) : null}
    </>
  );
};
