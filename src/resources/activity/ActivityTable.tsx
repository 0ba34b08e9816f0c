import { Box } from '@mui/material';
import { memo, useMemo, useRef } from 'react';
import { DataTable, useEvent, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { keptRecords } from '../../components/list/keptRecords';
import type { ActivityEntry } from '../../contract/activity';
import { OutcomeChip } from './OutcomeChip';
import { TargetsCell } from './TargetsCell';
import { actionText } from './activityText';

const EMPTY_SX = { p: 2 } as const;

/**
 * The log's rows. A keystroke changes the list twice (its search, then its rows): the columns are the same
 * elements every time and a row keeps its entry's object while the entry is unchanged, so that react-admin's rows
 * and cells (memoized) render again only for entries the new page really changed, and not at all when the search
 * changes and the rows have not come yet.
 */
export const ActivityTable = memo(function ActivityTable() {
  const translate = useTranslate();
  const { data, filterValues, setSort } = useListContext<ActivityEntry>();
  // react-admin's sort setter changes with every query; the rows' callbacks, made from it, would render every row.
  const sortBy = useEvent((sort: SortPayload) => setSort(sort));
  const shown = useRef<ActivityEntry[] | undefined>(undefined);
  const rows = useMemo(() => (shown.current = keptRecords(shown.current, data)), [data]);
  const filtered = Object.keys(filterValues).length > 0;
  const empty = useMemo(
    () => (
      <Box sx={EMPTY_SX}>
        {translate(filtered ? 'dm.activity.list.empty' : 'dm.activity.list.nothingYet')}
      </Box>
    ),
    [translate, filtered],
  );
  const columns = useMemo(
    () => [
      <DataTable.Col key="createdAt" source="createdAt">
        <DateTimeField source="createdAt" />
      </DataTable.Col>,
      <DataTable.Col
        key="createdBy"
        source="createdBy"
        disableSort
        render={(entry: ActivityEntry) => entry.createdBy?.name}
      />,
      <DataTable.Col
        key="action"
        source="action"
        disableSort
        render={(entry: ActivityEntry) => actionText(translate, entry)}
      />,
      <DataTable.Col key="targets" source="targets" disableSort>
        <TargetsCell />
      </DataTable.Col>,
      <DataTable.Col
        key="outcome"
        source="outcome"
        disableSort
        render={(entry: ActivityEntry) => <OutcomeChip outcome={entry.outcome} />}
      />,
    ],
    [translate],
  );
  return (
    <DataTable
      data={rows}
      setSort={sortBy}
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      aria-label={translate('dm.activity.list.table')}
    >
      {columns}
    </DataTable>
  );
});
