import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListFilterContext,
  useListPaginationContext,
  useListSortContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { saveTextWorkbook } from '../../components/bulk/saveFile';
import type { ActivityEntry } from '../../contract/activity';
import { RECORD_PAGE_MAX } from '../../contract/records';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import { activitySheetRows } from './activitySheet';

/**
 * Exports the entries the filters find (all of them, newest first, read 1,000 at a time) to an .xlsx in the UI
 * language: one row per target. It follows the list's filters, sort and count, not its rows or their loading.
 */
export const ActivityExportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues } = useListFilterContext();
  const { sort } = useListSortContext();
  const { total } = useListPaginationContext();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const exportAll = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const entries: ActivityEntry[] = [];
      for (let page = 1; ; page += 1) {
        const { data, total: all = 0 } = await dataProvider.getList<ActivityEntry>('activity', {
          pagination: { page, perPage: RECORD_PAGE_MAX },
          sort,
          filter: filterValues,
        });
        entries.push(...data);
        setProgress({ done: entries.length, total: all });
        if (data.length < RECORD_PAGE_MAX || entries.length >= all) break;
      }
      await saveTextWorkbook(`${translate('dm.activity.export.fileName')}.xlsx`, [
        { name: translate('dm.activity.export.sheetName'), rows: activitySheetRows(translate, entries) },
      ]);
    } catch (error) {
      notify('dm.activity.export.failed', {
        type: 'error',
        messageArgs: { reason: translate(errorMessageKey(error), { _: errorMessageKey(error) }) },
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button
      label={
        progress
          ? translate('dm.activity.export.busy', {
              done: progress.done.toLocaleString(),
              total: progress.total.toLocaleString(),
            })
          : 'dm.activity.export.button'
      }
      disabled={progress !== null || !total}
      onClick={() => void exportAll()}
    >
      <DownloadIcon />
    </Button>
  );
};
