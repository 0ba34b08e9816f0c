import type { TranslateFunction } from 'ra-core';
import { errorMessageKey } from '../../dataProvider/errorCodes';

/** The text to show for an error: the known code's translation, else the server's own message. */
export const translateError = (translate: TranslateFunction, error: unknown): string => {
  const key = errorMessageKey(error);
  return translate(key, { _: key });
};
