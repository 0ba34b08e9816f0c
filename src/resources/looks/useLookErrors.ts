import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import { asObject } from '../../dataProvider/objects';

/** True when the error names form fields (react-admin shows those under the fields themselves). */
export const hasFieldErrors = (error: unknown): boolean => {
  const errors = asObject(asObject(asObject(error)?.body)?.errors);
  return errors !== null && Object.keys(errors).length > 0;
};

/** Shows a failed save or delete as a translated message; field errors are left to the form. */
export const useLookErrorNotifier = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (!hasFieldErrors(error)) notify(errorMessageKey(error), { type: 'error' });
    },
    [notify],
  );
};
