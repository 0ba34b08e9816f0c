import { Dialog, DialogTitle } from '@mui/material';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslate } from 'react-admin';

export interface SettingsDialogFrameProps {
  open: boolean;
  onClose(): void;
  /** Id of the title, which names the dialog. */
  titleId: string;
  /** Message key of the title. */
  title: string;
  /** The content, given where it puts its own close request (which asks before discarding changes). */
  children(requestClose: RefObject<(() => void) | null>): ReactNode;
}

/**
 * The frame of a settings dialog (001 §4): title and content, loaded only while open. Escape and a click beside
 * the dialog ask the form first: it may hold changes not yet saved.
 */
export const SettingsDialogFrame = ({
  open,
  onClose,
  titleId,
  title,
  children,
}: SettingsDialogFrameProps) => {
  const translate = useTranslate();
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Dialog
      open={open}
      onClose={() => (requestClose.current ?? onClose)()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {open && children(requestClose)}
    </Dialog>
  );
};
