import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HINT_DIALOG_SIZE } from '../../../config';

/** Hint: start configuration is not supported for several players including a Mini Display (000 §5). */
export const PlayerMiniDisplayHint = ({ onClose }: { onClose(): void }) => {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="mini-display-hint-title"
      slotProps={{ paper: { sx: { width: HINT_DIALOG_SIZE.width, minHeight: HINT_DIALOG_SIZE.height } } }}
    >
      <DialogTitle id="mini-display-hint-title">{translate('dm.qbicConfig.mini_display.title')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('dm.qbicConfig.mini_display.message')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('dm.qbicConfig.mini_display.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
