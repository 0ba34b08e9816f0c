import { Dialog } from '@mui/material';
import { PasswordPromptForm, type PromptedPlayer } from './PasswordPromptForm';

export type { PromptedPlayer } from './PasswordPromptForm';

export interface PasswordPromptDialogProps {
  /** The player asking; null keeps the dialog closed. */
  player: PromptedPlayer | null;
  /** The typed password, or null when cancelled. */
  onAnswer(password: string | null): void;
}

/**
 * The device password prompt (001 §8 message_prompt_qbic_password, 000 §2.3 prompt type): a password field,
 * Cancel and Authorize. The field starts empty every time and is never filled in by the console.
 * Replaceable by the shared ConfirmDialog's prompt type: same answer, typed password or null.
 */
export const PasswordPromptDialog = ({ player, onAnswer }: PasswordPromptDialogProps) => {
  const open = player !== null;
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(null)}
      aria-labelledby="qbic-prompt-title"
      maxWidth="xs"
      fullWidth
    >
      {player && (
        <PasswordPromptForm key={`${player.serial}-${player.ip}`} player={player} onAnswer={onAnswer} />
      )}
    </Dialog>
  );
};
