import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { Edit, SaveButton, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import { useResourcePaths } from '../../components/resourcePaths';
import { CreateHeading } from './CreateHeading';
import { ContentDeleteButton } from './ContentDeleteButton';
import { ContentFiles } from './ContentFiles';
import { itemToForm } from '../../domain/content/contentForm';
import { ContentForm } from './ContentForm';
import type { ContentItem } from '../../domain/content/contentModel';
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

const toForm = (record: RaRecord) =>
  itemToForm(record as ContentItem, sanitizeHtml) as unknown as Record<string, unknown>;

const EditForm = ({ stale, onReloaded }: { stale: boolean; onReloaded(): void }) => {
  const item = useRecordContext<ContentItem>();
  const values = useMemo(() => (item ? itemToForm(item, sanitizeHtml) : null), [item]);
  if (!values) return null;
  return (
    <ContentForm
      values={values}
      editing
      toolbar={<EditToolbar />}
      notice={stale ? <StaleNotice resource="contentItems" toForm={toForm} onReloaded={onReloaded} /> : null}
    />
  );
};

/** Edits an item; a save refused because someone else changed it (80001) offers to reload their version. */
export const ContentEdit = () => {
  const [percent, setPercent] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const notifyError = useContentErrorNotifier('dm.content.not_saved');
  const paths = useResourcePaths();
  return (
    <Box>
      <CreateHeading title="dm.content.edit_title" listPath={paths.list} />
      <Edit
        title="dm.content.edit_title"
        resource="contentItems"
        mutationMode="pessimistic"
        redirect={() => paths.list}
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
        <EditForm stale={stale} onReloaded={() => setStale(false)} />
        <ContentFiles />
      </Edit>
    </Box>
  );
};
