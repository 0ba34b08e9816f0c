import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { deviceTitle, type Device } from '../deviceModel';

/** How many Mini Displays the hint names; more are counted. */
const NAMED_AT_MOST = 8;

export interface DeviceMiniDisplayHintProps {
  open: boolean;
  /** The Mini Displays (or the service and desk displays) among the selected devices. */
  devices: readonly Device[];
  /** Which devices bulk configuration leaves out: Mini Displays (000 §5) or service and desk displays. */
  kind?: 'miniDisplay' | 'serviceDesk';
  /** Takes them out of the selection. */
  onDeselect: (ids: readonly string[]) => void;
  onClose: () => void;
}

/**
 * Bulk configuration with a Mini Display among the selection (000 §5), or a service or desk display (which the
 * sheet has no fields for): says it is not supported, names the devices to deselect (with their serial numbers,
 * as titles repeat) and deselects them on request.
 */
export const DeviceMiniDisplayHint = ({
  open,
  devices,
  kind = 'miniDisplay',
  onDeselect,
  onClose,
}: DeviceMiniDisplayHintProps) => {
  const translate = useTranslate();
  const key = (name: string) => `dm.bulk.${kind}.${name}`;
  const titleId = useId();
  const count = devices.length;
  const named = devices.slice(0, NAMED_AT_MOST);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="mini-display-hint"
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate(key('title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(key('message'))}</DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>
          {translate(key('names'), { smart_count: count })}
        </DialogContentText>
        <List dense disablePadding>
          {named.map((device) => (
            <ListItem key={device.id} disableGutters>
              <ListItemText primary={deviceTitle(device)} secondary={device.serialNumber} />
            </ListItem>
          ))}
          {count > named.length ? (
            <ListItem disableGutters>
              <ListItemText secondary={translate(key('more'), { smart_count: count - named.length })} />
            </ListItem>
          ) : null}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dm.shell.confirm.ok')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            onDeselect(devices.map((device) => device.id));
            onClose();
          }}
        >
          {translate(key('deselect'), { smart_count: count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
