import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { ContentCard } from './ContentCard';
import type { ContentItem } from '../../domain/content/contentModel';

/** The grid view (000 §3 "grid or list view"): one card per item of the current page. */
export const ContentGrid = () => {
  const { data, filterValues, isFetching } = useListContext<ContentItem>();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 2,
        p: 2,
      }}
      data-testid="content-grid"
      // The search the cards show, once they show it (benchmarks wait for it).
      data-search={isFetching ? undefined : String(filterValues.q ?? '')}
    >
      {(data ?? []).map((item) => (
        <ContentCard key={item.id} item={item} />
      ))}
    </Box>
  );
};
