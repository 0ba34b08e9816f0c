import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { List, TopToolbar, useListContext, useLocation } from 'react-admin';
import { ContextPager } from '../../components/list/ContextPager';
import { ListAddressSync } from '../../components/list/ListAddressSync';
import { listViewOf, readListAddress, type ListView } from '../../components/list/listAddress';
import type { ActivityEntry } from '../../contract/activity';
import { ActivityExportButton } from './ActivityExportButton';
import { ActivityFilters } from './ActivityFilters';
import { ActivityListError } from './ActivityListError';
import { ActivityTable } from './ActivityTable';

/** The records API answers at most 1,000 a page; the pager offers what a person reads. */
const PAGE_SIZES = [25, 50, 100] as const;
/** The log as it opens at /activity: everything, newest first, 25 a page. */
const OPENS_AS: ListView = { filter: {}, sort: 'createdAt', order: 'DESC', page: 1, perPage: PAGE_SIZES[0] };
const quiet = () => undefined;
const QUERY_OPTIONS = { onError: quiet };
const PAGINATION = <ContextPager perPageOptions={PAGE_SIZES} />;
const ACTIONS = (
  <TopToolbar>
    <ActivityExportButton />
  </TopToolbar>
);
const ERROR = <ActivityListError />;

/** The rows, and which search they answer once they answer it (the benchmark waits for it). */
const ActivityRows = () => {
  const { filterValues, isFetching } = useListContext<ActivityEntry>();
  return (
    <Box data-search={isFetching ? undefined : String(filterValues.q ?? '')} data-testid="activity-list">
      <ActivityTable />
    </Box>
  );
};

/**
 * The activity log (/activity): newest first, 25 a page, searched and filtered as one types (each keystroke one
 * query of the records API, answered in one walk over at most 100,000 entries), each row opening to its targets.
 * Search, filters, sort and page live in the list, so that a keystroke asks at once without re-rendering the
 * console, and in the address (`ListAddressSync`), so that a filtered log is a link. The list is made once: the
 * address changing as one types renders only what follows the address, and each part of the page renders again
 * only for what it shows (docs/decisions.md, "What a keystroke in the activity log renders").
 */
export const ActivityList = () => {
  const location = useLocation();
  const [opened] = useState(() => listViewOf(readListAddress(location.search), OPENS_AS));
  return useMemo(
    () => (
      <List
        resource="activity"
        title="resources.activity.name"
        sort={{ field: opened.sort, order: opened.order }}
        perPage={opened.perPage}
        filterDefaultValues={opened.filter}
        disableSyncWithLocation
        pagination={PAGINATION}
        actions={ACTIONS}
        exporter={false}
        empty={false}
        debounce={0}
        queryOptions={QUERY_OPTIONS}
        error={ERROR}
      >
        <ListAddressSync defaults={OPENS_AS} />
        <ActivityFilters />
        <ActivityRows />
      </List>
    ),
    [opened],
  );
};
