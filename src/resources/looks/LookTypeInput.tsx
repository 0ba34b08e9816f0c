import { Chip } from '@mui/material';
import { Labeled, SelectInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { displayTypeLabelKey } from '../devices/deviceModel';
import { LOOK_TYPES } from '../../domain/looks/lookTypes';

const CHOICES = LOOK_TYPES.map((type) => ({ id: type, name: displayTypeLabelKey(type) }));

/** The display type: chosen when the record is created (the tab's type by default), fixed afterwards. */
export const LookTypeInput = ({ isCreate }: { isCreate?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  if (isCreate) return <SelectInput source="type" choices={CHOICES} />;
  return (
    // Labeled would otherwise take the chip's own label as its title.
    <Labeled label={`resources.${resource}.fields.type`}>
      <Chip label={translate(displayTypeLabelKey(record?.type ?? ''))} sx={{ alignSelf: 'flex-start' }} />
    </Labeled>
  );
};
