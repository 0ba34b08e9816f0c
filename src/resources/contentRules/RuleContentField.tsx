import { Stack } from '@mui/material';
import { useGetMany } from 'react-admin';
import { ContentIcon } from '../contentItems/ContentIcon';
import type { ContentItem } from '../../domain/content/contentModel';

/** The item a rule shows: its icon and name (the library list is cached, so rows share one download). */
export const RuleContentField = ({ contentId }: { contentId: string }) => {
  const { data } = useGetMany<ContentItem>('contentItems', { ids: [contentId] });
  const item = data?.[0];
  if (!item) return <span>{contentId}</span>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ContentIcon item={item} size={24} />
      <span>{item.name}</span>
    </Stack>
  );
};
