import type { ActivityEntry } from '../../contract/activity';
import type { TextRow } from '../../domain/sheetText';
import { actionText, changeLines, reasonText, timeText, type Translate } from './activityText';

/**
 * The activity log as a sheet in the UI language: one row per target of each entry (an entry's when, who, action
 * and outcome repeat on its rows), with the target's result, the reason it failed and its values before and
 * after. Entries come in the order given (newest first, as the page shows them).
 */
export function activitySheetRows(translate: Translate, entries: readonly ActivityEntry[]): TextRow[] {
  const column = (key: string) => translate(key);
  const header = [
    column('resources.activity.fields.createdAt'),
    column('dm.activity.export.person'),
    column('resources.activity.fields.action'),
    column('resources.activity.fields.outcome'),
    column('dm.activity.export.targetName'),
    column('dm.activity.export.targetId'),
    column('dm.activity.export.result'),
    column('dm.activity.export.error'),
    column('dm.activity.details.changes'),
  ];
  const rows = entries.flatMap((entry) =>
    entry.targets.map((target) => [
      timeText(entry.createdAt),
      entry.createdBy.name,
      entry.part
        ? `${actionText(translate, entry)} (${translate('dm.activity.list.part', entry.part)})`
        : actionText(translate, entry),
      translate(`dm.activity.outcome.${entry.outcome}`),
      target.name,
      target.id,
      translate(`dm.activity.outcome.${target.outcome}`),
      reasonText(translate, target),
      changeLines(translate, target).join('\n'),
    ]),
  );
  return [header, ...rows];
}
