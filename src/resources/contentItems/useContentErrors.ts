import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorCodeOf, errorMessageKey } from '../../dataProvider/errorCodes';
import { hasFieldErrors } from '../looks/useLookErrors';

/** Content upload and delete errors as `{code, message}` (000 §8): -1 when the server gave no code. */
export const contentErrorOf = (error: unknown): { code: string | number; message: string } => ({
  code: errorCodeOf(error) ?? -1,
  message: errorMessageKey(error),
});

/**
 * Shows a failed save as a translated message; field errors are left to the form, 80001 to the page. With a
 * `frame` (a message with %{reason}), the reason is said inside it (an edit: "Nothing was saved: …").
 */
export const useContentErrorNotifier = (frame?: string) => {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      const reason = contentErrorOf(error).message;
      if (frame) notify(frame, { type: 'error', messageArgs: { reason: translate(reason) } });
      else notify(reason, { type: 'error' });
    },
    [frame, notify, translate],
  );
};

export const isStale = (error: unknown): boolean => String(errorCodeOf(error)) === '80001';
