import { useCallback, useState, type ReactNode } from 'react';
import { errorMessageKey } from '../dataProvider/errorCodes';
import { ErrorSnackbar, type ErrorNotice } from './ErrorSnackbar';
import { ErrorSnackbarContext, type ShowError } from './useErrorSnackbar';

/** Holds the shell's one error snackbar; a new error replaces the one shown. */
export const ErrorSnackbarProvider = ({ children }: { children: ReactNode }) => {
  const [notice, setNotice] = useState<ErrorNotice | null>(null);
  const show = useCallback<ShowError>((error, title) => {
    setNotice({ title, message: errorMessageKey(error) });
  }, []);
  return (
    <ErrorSnackbarContext.Provider value={show}>
      {children}
      <ErrorSnackbar error={notice} onClose={() => setNotice(null)} />
    </ErrorSnackbarContext.Provider>
  );
};
