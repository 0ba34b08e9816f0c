import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldsProps } from './fieldsProps';
import { LookFields } from './LookFields';
import { fromQuery, LookupSelect } from './LookupSelect';
import { useLocations } from './useLookups';

/** Feedback display: its profile and the location it collects feedback for (no theme). */
export const FeedbackDisplayFields = (props: FieldsProps) => {
  const { draft, onChange, missing } = props;
  const translate = useTranslate();
  const locations = useLocations();
  const options = useMemo(
    () =>
      [...(locations.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
    [locations.data],
  );
  return (
    <>
      <LookFields type="FBD" {...props} />
      <LookupSelect
        name="location"
        label={translate('dm.devicesTab.fields.location')}
        value={draft.location}
        {...fromQuery(locations)}
        options={options}
        missing={missing.has('location')}
        onChange={(location) => onChange({ location })}
      />
    </>
  );
};
