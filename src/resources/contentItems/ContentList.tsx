import { List, useStore } from 'react-admin';
import { ContextPager } from '../../components/list/ContextPager';
import { CONTENT_DEFAULT_SORT } from '../../config';
import { ContentFilters } from './ContentFilters';
import { ContentGrid } from './ContentGrid';
import { ContentListActions, type ContentView } from './ContentListActions';
import { ContentTable } from './ContentTable';

/**
 * The content library (/contentlibrary): newest change first (000 §9), searchable by name and label, filtered
 * by type, as cards or as a table.
 */
export const ContentList = () => {
  const [view, setView] = useStore<ContentView>('contentItems.view', 'grid');
  return (
    <List
      resource="contentItems"
      title="resources.contentItems.name"
      sort={CONTENT_DEFAULT_SORT}
      perPage={25}
      pagination={<ContextPager />}
      actions={<ContentListActions view={view} onView={setView} />}
      exporter={false}
      empty={false}
      debounce={0}
      // Search, filter and page live in the list, not the URL: a URL change re-renders the whole console, which
      // no keystroke should wait for.
      disableSyncWithLocation
    >
      <ContentFilters />
      {view === 'grid' ? <ContentGrid /> : <ContentTable />}
    </List>
  );
};
