import type { TranslateFunction } from 'react-admin';
import { orMissing } from '../../../components/missingValue';
import { PASSWORD_SET, type ComparedField } from '../../../players/drift/drift';

/** A compared value as a person reads it: "Set" for a login password held (never the password), a dash for none. */
export const driftValueText = (translate: TranslateFunction, field: ComparedField, value: string): string =>
  field === 'login_password' && value === PASSWORD_SET
    ? translate('dm.qbicDrift.password_set')
    : orMissing(value);
