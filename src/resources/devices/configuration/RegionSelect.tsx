import { useTranslate } from 'react-admin';
import { fromQuery, LookupSelect } from './LookupSelect';
import { useRegions } from './useLookups';

export interface RegionSelectProps {
  value: string | null;
  missing: boolean;
  onChange: (region: string | null) => void;
}

/** The region a room or floor display stands in; what depends on it is cleared by the caller. */
export const RegionSelect = ({ value, missing, onChange }: RegionSelectProps) => {
  const translate = useTranslate();
  const regions = useRegions();
  return (
    <LookupSelect
      name="region"
      label={translate('dm.devicesTab.fields.region')}
      value={value}
      {...fromQuery(regions)}
      missing={missing}
      onChange={onChange}
    />
  );
};
