import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, ListItem, ListItemText, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { saveBlob } from '../../components/bulk/saveFile';
import { FileChooserButton } from '../../components/FileChooserButton';
import { formatFileSize } from '../../components/format';
import { LOCALES } from '../../i18n/locales';
import { languageName } from '../../i18n/languageName';
import type { ContentFileState } from '../../dataProvider/contentFiles';
import type { AppDataProvider } from '../../dataProvider';
import { FILE_EXTENSIONS, fileProblem, type ContentItem } from '../../domain/content/contentModel';
import { openingOf, type LibraryFile } from '../../domain/content/libraryFiles';
import { contentErrorOf } from './useContentErrors';
import { useRemoveFile } from './useRemoveFile';

/** How long a file opened in a tab keeps its address (the tab has read it long before). */
const TAB_URL_MS = 60_000;

export interface ContentFileRowProps {
  item: ContentItem;
  file: LibraryFile;
  /** What the backend says of the file; undefined while it is asked. */
  state: ContentFileState | undefined;
  onRemoved(): void;
}

/** One language's stored file: open (a picture inline), download under its upload name, replace, remove. */
export const ContentFileRow = ({ item, file, state, onRemoved }: ContentFileRowProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const remove = useRemoveFile(item, file, onRemoved);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const fail = (error: unknown) => notify(contentErrorOf(error).message, { type: 'error' });
  const language = LOCALES.find((locale) => locale.locale === file.lang)?.name ?? file.lang;
  // Inside a sentence the language is named in the console's language ("Remplacer le fichier (anglais)").
  const spoken = languageName(file.lang, locale);
  const opening = openingOf(state?.contentType ?? '');

  const open = async () => {
    if (preview) return setPreview(null);
    // The tab opens on the click itself, so no pop-up blocker stops it; the file follows once fetched.
    const tab = opening === 'tab' ? window.open('', '_blank') : null;
    try {
      if (!file.fileName) return;
      const blob = await dataProvider.contentFile(file.fileName);
      if (opening === 'inline') return setPreview(URL.createObjectURL(blob));
      if (opening === 'download' || !tab) return saveBlob(blob, blob.name);
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), TAB_URL_MS);
    } catch (error) {
      tab?.close();
      fail(error);
    }
  };
  const download = async () => {
    if (!file.fileName) return;
    try {
      const blob = await dataProvider.contentFile(file.fileName);
      saveBlob(blob, blob.name);
    } catch (error) {
      fail(error);
    }
  };
  const replace = async (chosen: File) => {
    const problem = fileProblem(item.type, chosen);
    if (problem) return notify(`dm.content.validation.${problem}`, { type: 'error' });
    setBusy(true);
    try {
      await dataProvider.replaceLanguageFile(item, file.lang, chosen);
      setPreview(null);
      notify('dm.content.files.replaced', { type: 'info', messageArgs: { language: spoken } });
      refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const found = state?.found === true;
  const isDefault = file.lang === item.defaultLanguage;
  const status = !state
    ? '…'
    : found
      ? `${file.shownName} · ${formatFileSize(state.size ?? 0, locale)}`
      : translate('dm.content.files.missing');
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={`file-${file.lang}`}>
      <ListItemText
        primary={`${language} · ${file.label || file.shownName || ''}`}
        secondary={found && isDefault ? `${status} · ${translate('dm.content.files.default_kept')}` : status}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<OpenInNewIcon />} disabled={!found} onClick={() => void open()}>
          {translate(preview ? 'dm.content.files.close' : 'dm.content.files.open')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} disabled={!found} onClick={() => void download()}>
          {translate('dm.content.files.download')}
        </Button>
        <FileChooserButton
          size="small"
          startIcon={<UploadFileIcon />}
          accept={(FILE_EXTENSIONS[item.type] ?? []).map((extension) => `.${extension}`).join(',')}
          aria-label={translate('dm.content.files.replace_label', { language: spoken })}
          busy={busy}
          onChoose={(chosen) => void replace(chosen)}
        >
          {translate(busy ? 'dm.content.files.replacing' : 'dm.content.files.replace')}
        </FileChooserButton>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!found || isDefault}
          onClick={() => void remove()}
        >
          {translate('dm.content.files.remove')}
        </Button>
      </Stack>
      {preview ? (
        <Box sx={{ width: '100%' }}>
          <Box
            component="img"
            src={preview}
            alt={translate('dm.content.files.preview', { name: file.label || file.fileName || '' })}
            sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }}
          />
        </Box>
      ) : null}
    </ListItem>
  );
};
