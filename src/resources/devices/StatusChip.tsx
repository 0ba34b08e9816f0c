import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_COLOR, statusLabelKey, type DeviceStatus } from './deviceModel';

/** The device status as a coloured, readable label (000 §3: 0 offline … 4 new). */
export const StatusChip = ({ status }: { status: DeviceStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status] ?? 'default'}
      label={translate(statusLabelKey(status))}
      data-status={status}
    />
  );
};
