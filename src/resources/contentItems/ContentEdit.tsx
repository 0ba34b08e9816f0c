import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Edit, SaveButton, Toolbar, useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ContentDeleteButton } from './ContentDeleteButton';
import { itemToForm } from './contentForm';
import { ContentForm } from './ContentForm';
import type { ContentItem } from './contentModel';
import { contentPaths } from './paths';
import { sanitizeHtml } from './sanitize';
import { StaleNotice } from './StaleNotice';
import { UploadProgress } from './UploadProgress';
import { isStale, useContentErrorNotifier } from './useContentErrors';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ContentDeleteButton />
  </Toolbar>
);

const EditForm = ({ stale, onReload }: { stale: boolean; onReload(): void }) => {
  const item = useRecordContext<ContentItem>();
  const values = useMemo(() => (item ? itemToForm(item, sanitizeHtml) : null), [item]);
  if (!values) return null;
  return (
    <ContentForm
      values={values}
      editing
      toolbar={<EditToolbar />}
      notice={stale ? <StaleNotice onReload={onReload} /> : null}
    />
  );
};

/** Edits an item; a save refused because someone else changed it (80001) offers to reload their version. */
export const ContentEdit = () => {
  const [percent, setPercent] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const [generation, setGeneration] = useState(0);
  const notifyError = useContentErrorNotifier();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = () => {
    dataProvider.invalidateLists('contentItems');
    queryClient.removeQueries({ queryKey: ['contentItems'] });
    setStale(false);
    setGeneration((value) => value + 1);
  };
  return (
    <Box key={generation}>
      <Edit
        resource="contentItems"
        mutationMode="pessimistic"
        redirect={() => contentPaths.list}
        mutationOptions={{
          meta: { onProgress: setPercent },
          onError: (error: unknown) => {
            setPercent(null);
            if (isStale(error)) setStale(true);
            else notifyError(error);
          },
          onSettled: () => setPercent(null),
        }}
      >
        <UploadProgress percent={percent} />
        <EditForm stale={stale} onReload={reload} />
      </Edit>
    </Box>
  );
};
