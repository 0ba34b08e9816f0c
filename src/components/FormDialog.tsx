import { useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FormDialogProps {
  title: ReactNode;
  /** While saving: the dialog cannot be closed, the buttons are disabled and Save shows a spinner. */
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Save cannot be pressed (nothing left to save, e.g. the item is gone); Cancel still closes. */
  saveDisabled?: boolean;
  /** Buttons before Cancel, such as Back. */
  actions?: ReactNode;
  /** Marks the form, e.g. data-display-type, for tests and styles. */
  formProps?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * A dialog holding one form: its fields, then Cancel and Save (the submit button, so Enter saves too). A form
 * taller than the window scrolls its fields while the title and the buttons stay in view: the form is the
 * dialog's flex column, so the fields (DialogContent) are what shrinks and scrolls.
 */
export const FormDialog = (props: FormDialogProps) => {
  const {
    title,
    busy,
    saveDisabled = false,
    onSubmit,
    onCancel,
    maxWidth = 'sm',
    actions,
    formProps,
    children,
  } = props;
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={() => !busy && onCancel()} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        {...formProps}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saveDisabled) onSubmit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          {actions}
          <Button onClick={onCancel} disabled={busy}>
            {translate('dm.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || saveDisabled}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {translate('dm.common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
