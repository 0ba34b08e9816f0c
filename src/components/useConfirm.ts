import { createContext, useContext } from 'react';
import type { AcceptLabels, ConfirmAnswer, ConfirmType } from './confirmTypes';

export interface ConfirmOptions<T extends ConfirmType> {
  type: T;
  /** A translation key or a text. */
  title: string;
  message?: string;
  messageArgs?: Record<string, unknown>;
  picture?: string;
  passwordLabel?: string;
  /** A fixed size (the discard dialog is 360×280, 000 §9); otherwise the type's own. */
  size?: { width: number; height: number };
  /** The accept button's label and busy label (translation keys) when the type's own verb is not the action's. */
  accept?: AcceptLabels;
  /**
   * Work to do once accepted, while the dialog shows its busy label. If it fails the dialog stays open with the
   * error's message, so the user can try again or cancel.
   */
  action?: (answer: Exclude<ConfirmAnswer<T>, null | false>) => Promise<void>;
}

/** Opens the confirm dialog and resolves with its answer (000 §2.3: yes/no, or the typed password or null). */
export type Confirm = <T extends ConfirmType>(options: ConfirmOptions<T>) => Promise<ConfirmAnswer<T>>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** The shell's confirm dialog; only inside the shell (ConfirmProvider). */
export const useConfirm = (): Confirm => {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider (the shell layout has one)');
  return confirm;
};
