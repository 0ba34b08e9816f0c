import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from './format';
import { MISSING } from './missingValue';
import { ageText } from './screenshotAge';

export interface AgeTextProps {
  /** When it happened: an ISO time or epoch ms; nothing shows the missing-value mark. */
  value: string | number | null | undefined;
  now: Date;
  /** A message that wraps the age as %{age} ("Taken %{age}"); the age alone without it. */
  message?: string;
}

/** "3 minutes ago" in days, hours, minutes or seconds (000 §2.9), with the exact time in the UI language on hover. */
export const AgeText = ({ value, now, message }: AgeTextProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (value === null || value === undefined || value === '') return <>{MISSING}</>;
  const age = ageText(translate, value, now);
  return <span title={formatDateTime(value, locale)}>{message ? translate(message, { age }) : age}</span>;
};
