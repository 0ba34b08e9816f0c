import { Card, CardContent, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ContentItem } from '../../domain/content/contentModel';
import { filesOf } from '../../domain/content/libraryFiles';
import { ContentFileRow } from './ContentFileRow';

/**
 * The stored files of the item on its page, one row per language: whether each is stored (one
 * GET /customcontent/files for all), and opening, downloading, replacing and removing it. A removed file
 * leaves its language in the list, saying no file is stored, until Replace uploads one.
 */
export const ContentFiles = () => {
  const item = useRecordContext<ContentItem>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const titleId = useId();
  const files = item ? filesOf(item) : [];
  const refresh = useRefresh();
  const names = files.flatMap((file) => (file.fileName ? [file.fileName] : []));
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
              state={
                file.fileName
                  ? states.data?.find((state) => state.fileName === file.fileName)
                  : { fileName: '', found: false, size: null, contentType: '' }
              }
              onRemoved={refresh}
            />
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
