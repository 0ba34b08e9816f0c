import { DialogContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { SettingsActions, type SettingsActionsProps } from './SettingsActions';

export interface SettingsFormBodyProps extends SettingsActionsProps {
  /** The fields, one under another. */
  children: ReactNode;
}

/** The inside of a settings dialog: its fields in a column, then Close and Save. */
export const SettingsFormBody = ({ children, ...actions }: SettingsFormBodyProps) => (
  <>
    <DialogContent>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </DialogContent>
    <SettingsActions {...actions} />
  </>
);
