import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorCodeOf, errorMessageKey } from '../../dataProvider/errorCodes';
import { hasFieldErrors } from '../looks/useLookErrors';

/** Content upload and delete errors as `{code, message}` (000 §8): -1 when the server gave no code. */
export const contentErrorOf = (error: unknown): { code: string | number; message: string } => ({
  code: errorCodeOf(error) ?? -1,
  message: errorMessageKey(error),
});

/** Shows a failed save as a translated message; field errors are left to the form, 80001 to the page. */
export const useContentErrorNotifier = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      notify(contentErrorOf(error).message, { type: 'error' });
    },
    [notify],
  );
};

export const isStale = (error: unknown): boolean => String(errorCodeOf(error)) === '80001';
