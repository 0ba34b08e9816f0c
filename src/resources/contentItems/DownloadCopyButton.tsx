import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useMutation } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { isValidContentUrl } from '../../domain/content/contentModel';
import { contentErrorOf } from './useContentErrors';

/**
 * Keeps a copy of a linked file in the library: the backend fetches the address (POST /customcontent/download,
 * 000 §7) and the file takes the link's place in the form, checked and uploaded with the item like any file.
 */
export const DownloadCopyButton = ({ prefix, url }: { prefix: string; url: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const download = useMutation({
    mutationFn: () => dataProvider.downloadContent(url.trim()),
    onSuccess: (file) => {
      setValue(`${prefix}.file`, file, { shouldDirty: true, shouldValidate: true });
      setValue(`${prefix}.source`, 'file', { shouldDirty: true });
      notify('dm.content.download.done', { messageArgs: { name: file.name } });
    },
    onError: (error) =>
      notify('dm.content.download.failed', {
        type: 'error',
        messageArgs: { reason: translate(contentErrorOf(error).message) },
      }),
  });
  return (
    <Button
      label={download.isPending ? 'dm.content.download.busy' : 'dm.content.download.button'}
      onClick={() => download.mutate()}
      disabled={download.isPending || !isValidContentUrl(url)}
      sx={{ alignSelf: 'flex-start', mb: 1 }}
    >
      <CloudDownloadIcon />
    </Button>
  );
};
