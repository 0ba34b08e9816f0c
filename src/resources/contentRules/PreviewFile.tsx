import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { saveBlob } from '../../components/bulk/saveFile';
import type { AppDataProvider } from '../../dataProvider';
import { fileShownAs } from '../../domain/content/contentPreview';
import { contentErrorOf } from '../contentItems/useContentErrors';

export interface PreviewFileProps {
  fileName: string;
  shownName: string;
  label: string;
}

/** A stored file of a rule's content: a picture or a video shown here (neither runs script), else a download. */
export const PreviewFile = ({ fileName, shownName, label }: PreviewFileProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: file, error } = useQuery({
    queryKey: ['contentFile', fileName],
    queryFn: ({ signal }) => dataProvider.contentFile(fileName, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  if (error)
    return (
      <Alert severity="error" role="alert">
        {translate(contentErrorOf(error).message)}
      </Alert>
    );
  if (!file || !url)
    return <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('dm.common.loading')} />;
  const shownAs = fileShownAs(file.type);
  if (shownAs === 'picture')
    return <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: '60vh' }} />;
  if (shownAs === 'video')
    return (
      <Box
        component="video"
        src={url}
        controls
        aria-label={label}
        sx={{ maxWidth: '100%', maxHeight: '60vh' }}
      />
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{shownName}</Typography>
      <Button startIcon={<DownloadIcon />} onClick={() => saveBlob(file, file.name)}>
        {translate('dm.content.files.download')}
      </Button>
    </Stack>
  );
};
