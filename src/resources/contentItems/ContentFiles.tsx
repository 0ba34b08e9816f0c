import { Card, CardContent, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ContentItem } from '../../domain/content/contentModel';
import { filesOf } from '../../domain/content/libraryFiles';
import { ContentFileRow } from './ContentFileRow';

/**
 * The stored files of the item on its page, one row per language: whether each is stored (one
 * GET /customcontent/files for all), and opening, downloading, replacing and removing it.
 */
export const ContentFiles = () => {
  const item = useRecordContext<ContentItem>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const titleId = useId();
  const files = item ? filesOf(item) : [];
  const names = files.map((file) => file.fileName);
  const states = useQuery({
    queryKey: ['contentFiles', item?.modifiedDate, names],
    queryFn: ({ signal }) => dataProvider.contentFileStates(names, { signal }),
    enabled: names.length > 0,
  });
  if (!item || files.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate('dm.content.files.title')}
        </Typography>
        <List>
          {files.map((file) => (
            <ContentFileRow
              key={file.lang}
              item={item}
              file={file}
              state={states.data?.find((state) => state.fileName === file.fileName)}
              onRemoved={() => void states.refetch()}
            />
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
