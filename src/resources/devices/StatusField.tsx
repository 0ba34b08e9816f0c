import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STATUS_COLOR, statusLabelKey, type Device } from './deviceModel';

/** The device status as a coloured, readable label. */
export const StatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<Device>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[record.status] ?? 'default'}
      label={translate(statusLabelKey(record.status))}
      data-status={record.status}
    />
  );
};
