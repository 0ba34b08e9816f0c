import { List, SearchInput, SelectInput, useStore, useTranslate } from 'react-admin';
import { ContentGrid } from './ContentGrid';
import { ContentListActions, type ContentView } from './ContentListActions';
import { CONTENT_TYPES } from '../../domain/content/contentModel';
import { ContentTable } from './ContentTable';

/**
 * The content library (/contentlibrary): newest change first (000 §9), searchable by name and label, filtered
 * by type, as cards or as a table.
 */
export const ContentList = () => {
  const translate = useTranslate();
  const [view, setView] = useStore<ContentView>('contentItems.view', 'grid');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      emptyText="dm.content.all_types"
      choices={CONTENT_TYPES.map((type) => ({ id: type, name: translate(`dm.content.types.${type}`) }))}
    />,
  ];
  return (
    <List
      resource="contentItems"
      title="resources.contentItems.name"
      sort={{ field: 'modifiedDate', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<ContentListActions view={view} onView={setView} />}
      exporter={false}
      empty={false}
      debounce={0}
      // Search, filter and page live in the list, not the URL: a URL change re-renders the whole console, which
      // no keystroke should wait for.
      disableSyncWithLocation
    >
      {view === 'grid' ? <ContentGrid /> : <ContentTable />}
    </List>
  );
};
