import { useCallback } from 'react';
import { useLocale } from 'react-admin';
import type { Issues, Values } from '../../domain/looks/fieldRules';
import { toFormErrors } from './issueMessage';

/** A form's validate from its field rules: the issues as react-admin's form errors, numbers in the UI language. */
export const useIssueValidate = (issuesOf: (values: Values) => Issues) => {
  const locale = useLocale();
  return useCallback(
    (values: Record<string, unknown>) => toFormErrors(issuesOf(values), locale),
    [issuesOf, locale],
  );
};
