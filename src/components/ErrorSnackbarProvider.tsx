import { useCallback, useState, type ReactNode } from 'react';
import { errorMessageKey } from '../dataProvider/errorCodes';
import { ErrorSnackbar, type ErrorNotice } from './ErrorSnackbar';
import { ErrorSnackbarContext, type ShowError } from './useErrorSnackbar';

/** Holds the shell's one error snackbar; a new error replaces the one shown. */
export const ErrorSnackbarProvider = ({ children }: { children: ReactNode }) => {
  // Each error gets its own key, so a repeated one shows its full 5 seconds again.
  const [shown, setShown] = useState<{ key: number; notice: ErrorNotice } | null>(null);
  const show = useCallback<ShowError>((error, title) => {
    setShown((last) => ({ key: (last?.key ?? 0) + 1, notice: { title, message: errorMessageKey(error) } }));
  }, []);
  return (
    <ErrorSnackbarContext.Provider value={show}>
      {children}
      <ErrorSnackbar key={shown?.key ?? 0} error={shown?.notice ?? null} onClose={() => setShown(null)} />
    </ErrorSnackbarContext.Provider>
  );
};
