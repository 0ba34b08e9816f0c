import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** How many devices' stored configurations use the record; a record in use cannot be deleted. */
export const UsedByField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const count = Number(record?.usedBy ?? 0);
  if (count === 0) return <span>{translate('dm.looks.unused')}</span>;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate('dm.looks.used_by_count', { smart_count: count })}
    />
  );
};
