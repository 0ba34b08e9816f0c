import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ContentItem } from '../../domain/content/contentModel';
import { RuleContentPreviewDialog } from './RuleContentPreviewDialog';

/** Beside a rule's content field: shows the chosen content (RuleContentPreviewDialog); disabled with none chosen. */
export const RuleContentPreviewButton = () => {
  const translate = useTranslate();
  const contentId = useWatch({ name: 'contentId' }) as string | null | undefined;
  const { data } = useGetMany<ContentItem>('contentItems', { ids: contentId ? [contentId] : [] });
  const item = contentId ? data?.find((entry) => String(entry.id) === String(contentId)) : undefined;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        startIcon={<VisibilityIcon />}
        disabled={!item}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: { md: 'center' }, flexShrink: 0, mb: { xs: 2, md: 0 } }}
      >
        {translate('dm.content.rules.preview')}
      </Button>
      {open && item ? <RuleContentPreviewDialog item={item} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
