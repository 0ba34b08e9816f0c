import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { displayTypeLabelKey } from '../devices/deviceModel';
import { DetailList, type DetailRow } from './DetailList';
import type { Rule } from '../../domain/looks/fieldRules';
import type { LookResource } from '../../domain/looks/lookTypes';
import { LookValue } from './LookValue';
import { UsedByField } from './UsedByField';
import { orMissing } from '../../components/missingValue';
import { formatDateTime } from '../../components/format';

export interface LookDetailsProps {
  resource: LookResource;
  fields: readonly string[];
  rules: Readonly<Partial<Record<string, Rule>>>;
}

/** The record's settings, each with its label, as on a show page. */
export const LookDetails = ({ resource, fields, rules }: LookDetailsProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const rows: DetailRow[] = fields.map((field) => ({
    key: field,
    label: translate(`resources.${resource}.fields.${field}`),
    value: <LookValue resource={resource} field={field} value={record[field]} rule={rules[field]} />,
  }));
  return <DetailList rows={rows} />;
};

/** Display type, usage and the last change of the record. */
export const LookMetaDetails = ({ resource }: { resource: LookResource }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  if (!record) return null;
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`);
  const rows: DetailRow[] = [
    { key: 'type', label: label('type'), value: translate(displayTypeLabelKey(record.type)) },
    { key: 'usedBy', label: label('usedBy'), value: <UsedByField /> },
    { key: 'version', label: label('version'), value: record.version },
    { key: 'modifiedBy', label: label('modifiedBy'), value: orMissing(record.modifiedBy) },
    {
      key: 'modifiedDate',
      label: label('modifiedDate'),
      value: formatDateTime(record.modifiedDate, locale),
    },
  ];
  return <DetailList rows={rows} />;
};
