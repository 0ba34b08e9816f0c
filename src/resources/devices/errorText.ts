import type { TranslateFunction } from 'ra-core';
import { ERROR_CODES, errorCodeOf, errorMessageKey } from '../../dataProvider/errorCodes';

/** The text to show for an error: the known code's translation, else the server's own message. */
export const translateError = (translate: TranslateFunction, error: unknown): string => {
  const key = errorMessageKey(error);
  return translate(key, { _: key });
};

/** A device call answered "not found": the device left the tenant (someone unregistered it) since it was listed. */
export const isDeviceGone = (error: unknown): boolean => errorCodeOf(error) === ERROR_CODES.NOT_FOUND;
