import { Box } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useListContext, useLocation, useTranslate } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { ContextPager } from '../../components/list/ContextPager';
import { ListAddressSync } from '../../components/list/ListAddressSync';
import { listViewOf, readListAddress, type ListView } from '../../components/list/listAddress';
import type { ActivityEntry } from '../../contract/activity';
import { ActivityExportButton } from './ActivityExportButton';
import { ActivityFilters } from './ActivityFilters';
import { ActivityListError } from './ActivityListError';
import { OutcomeChip } from './OutcomeChip';
import { TargetsCell } from './TargetsCell';
import { actionText } from './activityText';

/** The records API answers at most 1,000 a page; the pager offers what a person reads. */
const PAGE_SIZES = [25, 50, 100] as const;
/** The log as it opens at /activity: everything, newest first, 25 a page. */
const OPENS_AS: ListView = { filter: {}, sort: 'createdAt', order: 'DESC', page: 1, perPage: PAGE_SIZES[0] };
const quiet = () => undefined;

/** The rows, and which search they answer once they answer it (the benchmark waits for it). */
const ActivityRows = () => {
  const translate = useTranslate();
  const { filterValues, isFetching } = useListContext<ActivityEntry>();
  return (
    <Box data-search={isFetching ? undefined : String(filterValues.q ?? '')} data-testid="activity-list">
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Box sx={{ p: 2 }}>
            {translate(
              Object.keys(filterValues).length ? 'dm.activity.list.empty' : 'dm.activity.list.nothingYet',
            )}
          </Box>
        }
        aria-label={translate('dm.activity.list.table')}
      >
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col
          source="createdBy"
          disableSort
          render={(entry: ActivityEntry) => entry.createdBy?.name}
        />
        <DataTable.Col
          source="action"
          disableSort
          render={(entry: ActivityEntry) => actionText(translate, entry)}
        />
        <DataTable.Col source="targets" disableSort>
          <TargetsCell />
        </DataTable.Col>
        <DataTable.Col
          source="outcome"
          disableSort
          render={(entry: ActivityEntry) => <OutcomeChip outcome={entry.outcome} />}
        />
      </DataTable>
    </Box>
  );
};

/**
 * The activity log (/activity): newest first, 25 a page, searched and filtered as one types (each keystroke one
 * query of the records API, answered in one walk over at most 100,000 entries), each row opening to its targets.
 * Search, filters, sort and page live in the list, so that a keystroke asks at once without re-rendering the
 * console, and in the address (`ListAddressSync`), so that a filtered log is a link.
 */
export const ActivityList = () => {
  const location = useLocation();
  const [opened] = useState(() => listViewOf(readListAddress(location.search), OPENS_AS));
  return (
    <List
      resource="activity"
      title="resources.activity.name"
      sort={{ field: opened.sort, order: opened.order }}
      perPage={opened.perPage}
      filterDefaultValues={opened.filter}
      disableSyncWithLocation
      pagination={<ContextPager perPageOptions={PAGE_SIZES} />}
      actions={
        <TopToolbar>
          <ActivityExportButton />
        </TopToolbar>
      }
      exporter={false}
      empty={false}
      debounce={0}
      queryOptions={{ onError: quiet }}
      error={<ActivityListError />}
    >
      <ListAddressSync defaults={OPENS_AS} />
      <ActivityFilters />
      <ActivityRows />
    </List>
  );
};
