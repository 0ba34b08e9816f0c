import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { choiceKey, languageName } from './choices';
import { ColorSwatch } from './ColorSwatch';
import type { Rule } from '../../domain/looks/fieldRules';
import type { LookResource } from '../../domain/looks/lookTypes';
import { MISSING } from '../../components/missingValue';

const COLOR = /^#[0-9a-f]{6}$/i;

export interface LookValueProps {
  resource: LookResource;
  field: string;
  value: unknown;
  rule?: Rule;
}

/** One setting shown as a person reads it: yes/no, a colour swatch, a logo, a translated choice, text. */
export const LookValue = ({ resource, field, value, rule }: LookValueProps) => {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <span>{MISSING}</span>;
  if (typeof value === 'boolean')
    return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
  const text = String(value);
  if (COLOR.test(text)) return <ColorSwatch color={text} />;
  if (text.startsWith('data:image/')) {
    return <Box component="img" src={text} alt="" sx={{ maxHeight: 32, maxWidth: 140, display: 'block' }} />;
  }
  if (field === 'language') return <span>{languageName(text)}</span>;
  if (rule?.kind === 'choice') return <span>{translate(choiceKey(resource, field, text))}</span>;
  return <span>{text}</span>;
};
