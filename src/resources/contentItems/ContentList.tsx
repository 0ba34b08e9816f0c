import { useState } from 'react';
import { List, useLocation, useStore } from 'react-admin';
import { ContextPager } from '../../components/list/ContextPager';
import { ListAddressSync } from '../../components/list/ListAddressSync';
import { listViewOf, readListAddress, type ListView } from '../../components/list/listAddress';
import { CONTENT_DEFAULT_SORT } from '../../config';
import { ContentFilters } from './ContentFilters';
import { ContentGrid } from './ContentGrid';
import { ContentListActions, type ContentView } from './ContentListActions';
import { ContentTable } from './ContentTable';

/** The library as it opens at /contentlibrary: everything, newest change first, 25 a page. */
const OPENS_AS: ListView = {
  filter: {},
  sort: CONTENT_DEFAULT_SORT.field,
  order: CONTENT_DEFAULT_SORT.order,
  page: 1,
  perPage: 25,
};

/**
 * The content library (/contentlibrary): newest change first (000 §9), searchable by name and label, filtered
 * by type, as cards or as a table. Search, type, sort and page live in the list, so that a keystroke filters at
 * once, and in the address (`ListAddressSync`), so that a filtered library is a link and survives a reload.
 */
export const ContentList = () => {
  const [view, setView] = useStore<ContentView>('contentItems.view', 'grid');
  const location = useLocation();
  // The view the address names, from the first render on (its page follows at once, through ListAddressSync).
  const [opened] = useState(() => listViewOf(readListAddress(location.search), OPENS_AS));
  return (
    <List
      resource="contentItems"
      sort={{ field: opened.sort, order: opened.order }}
      perPage={opened.perPage}
      filterDefaultValues={opened.filter}
      pagination={<ContextPager />}
      actions={<ContentListActions view={view} onView={setView} />}
      exporter={false}
      empty={false}
      debounce={0}
      disableSyncWithLocation
    >
      <ListAddressSync defaults={OPENS_AS} />
      <ContentFilters />
      {view === 'grid' ? <ContentGrid /> : <ContentTable />}
    </List>
  );
};
