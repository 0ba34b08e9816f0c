import type { TranslateFunction } from 'ra-core';
import { CONFIG_FIELDS, fieldLabelKey, type ConfigField } from '../../../domain/configuration/requiredFields';
import type { BulkRef } from '../../../domain/deviceBulk';
import { displayTypeLabelKey } from '../deviceModel';
import type { FieldChange, PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';
import { MISSING } from '../../../components/missingValue';

const label = (translate: TranslateFunction, field: ConfigField) => translate(fieldLabelKey(field));

/** The unknown ref of a field as the row gives it (the first unknown one for floors). */
function unknownRef(row: PreparedRow, field: ConfigField): BulkRef | null {
  const { source } = row;
  if (field === 'selectedFloors') return source.floors.find((floor) => floor.name === null) ?? null;
  return (source as unknown as Record<string, BulkRef | null>)[field] ?? null;
}

/**
 * Why the id of a field is refused, naming the field: of another display type than the row's, a room of
 * another region, a floor of another building, or an id the tenant does not have.
 */
function unknownLine(translate: TranslateFunction, row: PreparedRow, field: ConfigField): string {
  if (field === 'deviceId') return translate('dm.bulk.rows.deviceUnknown', { id: row.source.id ?? '' });
  const ref = unknownRef(row, field);
  const values = { field: label(translate, field), id: ref?.id ?? '' };
  const mismatch = ref?.mismatch;
  if (mismatch?.kind === 'otherType')
    return translate('dm.bulk.rows.otherType', {
      ...values,
      type: translate(displayTypeLabelKey(mismatch.type), { _: mismatch.type }),
      rowType: translate(displayTypeLabelKey(row.source.type ?? ''), { _: row.source.type ?? '' }),
    });
  if (mismatch?.kind === 'otherRegion')
    return translate('dm.bulk.rows.otherRegion', { ...values, region: mismatch.region });
  if (mismatch?.kind === 'otherBuilding')
    return translate('dm.bulk.rows.otherBuilding', { ...values, building: mismatch.building });
  return translate('dm.bulk.rows.unknown', values);
}

/** A side of a change as a person reads it: display types by their translated names, others as they are. */
function changeValue(translate: TranslateFunction, change: FieldChange, value: string | null): string {
  if (value === null) return translate('dm.bulk.rows.none');
  return change.field === 'displayType' ? translate(displayTypeLabelKey(value), { _: value }) : value;
}

/** The lines that explain a row: its errors, or what it changes, or that it changes nothing. */
export function rowLines(translate: TranslateFunction, row: PreparedRow): string[] {
  if (row.notConfigured) return [translate('dm.bulk.rows.notConfigured')];
  if (!row.success) {
    return [
      ...(row.typeNotInBulk
        ? [
            translate('dm.bulk.rows.typeNotInBulk', {
              type: translate(displayTypeLabelKey(row.source.type ?? ''), { _: row.source.type ?? '' }),
            }),
          ]
        : []),
      ...row.missing.map((field) => translate('dm.bulk.rows.missing', { field: label(translate, field) })),
      ...row.unknown.map((field) => unknownLine(translate, row, field)),
      ...(row.modified ? [translate('dm.bulk.rows.oldConfig')] : []),
      ...(row.miniDisplay ? [translate('dm.bulk.rows.miniDisplay')] : []),
    ];
  }
  if (row.unchanged) return [translate('dm.bulk.rows.noChange')];
  return row.changes.map((change) =>
    translate('dm.bulk.rows.change', {
      field: label(translate, change.field),
      before: changeValue(translate, change, change.before),
      after: changeValue(translate, change, change.after),
    }),
  );
}

/** The status key and values of a row, before or after the push. */
export function rowStatus(
  row: PreparedRow,
  outcome: PushOutcome | undefined,
  pushed: boolean,
): { key: string; args?: Record<string, unknown>; color: 'success' | 'error' | 'default' | 'info' } {
  if (outcome?.state === 'success') return { key: 'dm.bulk.status.success', color: 'success' };
  if (outcome?.state === 'failed') return { key: 'dm.bulk.status.failed', color: 'error' };
  if (!row.success)
    return { key: 'dm.bulk.status.errors', args: { smart_count: row.invalidFieldsCount }, color: 'error' };
  if (row.unchanged) return { key: 'dm.bulk.status.unchanged', color: 'default' };
  return pushed
    ? { key: 'dm.bulk.status.pending', color: 'info' }
    : { key: 'dm.bulk.status.ready', color: 'info' };
}

/** The device as a person knows it, with the sheet row. */
export const rowDevice = (row: PreparedRow): string => row.source.name ?? row.source.id ?? MISSING;

/**
 * The labels of the fields at fault over all rows, in the order of 000 §5, for the validation-failed title:
 * `missing` the fields left blank, `invalid` those filled with an id that does not fit.
 */
export function faultLabels(
  translate: TranslateFunction,
  rows: readonly PreparedRow[],
  which: 'missing' | 'invalid',
): string {
  const fields = new Set<ConfigField>();
  for (const row of rows)
    for (const field of which === 'missing' ? row.missing : row.unknown) fields.add(field);
  return CONFIG_FIELDS.filter((field) => fields.has(field))
    .map((field) => label(translate, field))
    .join(', ');
}

/** The rows of the result sheet: every row with its outcome and reason (translated), and its changes. */
export function resultSheetRows(
  translate: TranslateFunction,
  rows: readonly PreparedRow[],
  outcomes: ReadonlyMap<number, PushOutcome>,
): string[][] {
  const t = (key: string) => translate(`dm.bulk.result.sheet.${key}`);
  const header = [t('row'), t('deviceId'), t('device'), t('outcome'), t('reason'), t('changes')];
  return [
    header,
    ...rows.map((row, index) => {
      const outcome = outcomes.get(index);
      const status = rowStatus(row, outcome, true);
      const reason =
        outcome?.state === 'failed'
          ? translate(outcome.reason, { _: outcome.reason })
          : row.success
            ? ''
            : rowLines(translate, row).join('\n');
      return [
        String(row.source.row),
        row.source.id ?? '',
        row.source.name ?? '',
        translate(status.key, status.args),
        reason,
        row.success && !row.unchanged ? rowLines(translate, row).join('\n') : '',
      ];
    }),
  ];
}
