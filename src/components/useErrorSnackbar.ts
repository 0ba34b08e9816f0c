import { createContext, useContext } from 'react';

/**
 * Shows the error snackbar: for an error object, the message of its code (errorMessageKey); for a notice, its
 * title and message.
 */
export type ShowError = (error: unknown, title?: string) => void;

export const ErrorSnackbarContext = createContext<ShowError | null>(null);

/** The shell's error snackbar; only inside the shell (ErrorSnackbarProvider). */
export const useErrorSnackbar = (): ShowError => {
  const show = useContext(ErrorSnackbarContext);
  if (!show) throw new Error('useErrorSnackbar needs an ErrorSnackbarProvider (the shell layout has one)');
  return show;
};
