import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorCodeOf } from '../../dataProvider/errorCodes';

/** 000 §8: a duplicate name (80004) has its own message; any other failure "error adding content rule". */
export const ruleErrorKey = (error: unknown): string =>
  String(errorCodeOf(error)) === '80004' ? 'dm.content.rules.duplicate' : 'dm.content.rules.error_adding';

export const useRuleErrorNotifier = () => {
  const notify = useNotify();
  return useCallback((error: unknown) => notify(ruleErrorKey(error), { type: 'error' }), [notify]);
};
