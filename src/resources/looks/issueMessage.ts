import type { TranslateFunction } from 'react-admin';
import { formatNumber } from '../../components/format';
import { issueKey, type Issue, type Issues } from '../../domain/looks/fieldRules';

/** What `translate` takes for an issue: its message key and its numbers as the UI language writes them. */
export interface IssueMessage {
  message: string;
  args: Record<string, string>;
}

/**
 * The message of an issue, its numbers written in the UI language ("2.345" kB in German): the field rules,
 * shared with the mock server, only know the numbers.
 */
export const issueMessage = ({ code, args = {} }: Issue, locale: string): IssueMessage => ({
  message: issueKey(code),
  args: Object.fromEntries(Object.entries(args).map(([name, value]) => [name, formatNumber(value, locale)])),
});

/** Issues in react-admin's form error shape, `{field: {message, args}}`, numbers in the UI language. */
export const toFormErrors = (issues: Issues, locale: string): Record<string, IssueMessage> =>
  Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, issueMessage(issue as Issue, locale)]),
  );

/** The text of an issue in the UI language, for a message shown outside react-admin's form errors. */
export const issueText = (translate: TranslateFunction, issue: Issue, locale: string): string => {
  const { message, args } = issueMessage(issue, locale);
  return translate(message, args);
};
