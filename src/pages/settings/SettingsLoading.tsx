import { Box, Button, CircularProgress, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SettingsLoadingProps {
  /** The load failed and is not being tried again. */
  failed: boolean;
  onRetry(): void;
}

/** A settings dialog while its settings load (001 §4: loading, then ready); a failed load offers to try again. */
export const SettingsLoading = ({ failed, onRetry }: SettingsLoadingProps) => {
  const translate = useTranslate();
  return (
    <DialogContent aria-busy={!failed}>
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        {failed ? (
          <Button onClick={onRetry}>{translate('dm.common.retry')}</Button>
        ) : (
          <CircularProgress aria-label={translate('dm.common.loading')} />
        )}
      </Box>
    </DialogContent>
  );
};
