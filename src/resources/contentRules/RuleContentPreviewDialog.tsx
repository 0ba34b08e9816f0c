import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { BreakableUrl } from '../../components/BreakableUrl';
import type { LanguageCode as UiLanguage } from '../../contract/languages';
import type { ContentItem } from '../../domain/content/contentModel';
import { previewLanguages, previewOf } from '../../domain/content/contentPreview';
import { languageName } from '../../i18n/languageName';
import { SafeHtml } from '../contentItems/SafeHtml';
import { PreviewFile } from './PreviewFile';

/**
 * The content a rule shows, as the screen would show it, for a content admin (who may read the library but not
 * open its pages): in each of the item's languages, the text, the address or the stored file.
 */
export const RuleContentPreviewDialog = ({ item, onClose }: { item: ContentItem; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const { languages, first } = previewLanguages(item);
  const [lang, setLang] = useState<UiLanguage>(first);
  const preview = previewOf(item, lang);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {translate('dm.content.rules.preview_title', { name: item.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1">
              {translate(`dm.content.types.${item.type}`)} · {preview.label}
            </Typography>
            {languages.length > 1 ? (
              <TextField
                select
                size="small"
                label={translate('dm.content.rules.preview_language')}
                value={lang}
                onChange={(event) => setLang(event.target.value as UiLanguage)}
                sx={{ minWidth: 160 }}
              >
                {languages.map((code) => (
                  <MenuItem key={code} value={code}>
                    {languageName(code, locale)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Stack>
          {preview.kind === 'html' ? <SafeHtml html={preview.html} /> : null}
          {preview.kind === 'link' ? (
            <Link href={preview.url} target="_blank" rel="noopener noreferrer">
              <BreakableUrl value={preview.url} />
              <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
            </Link>
          ) : null}
          {preview.kind === 'file' ? (
            <PreviewFile
              key={preview.fileName}
              fileName={preview.fileName}
              shownName={preview.shownName}
              label={preview.label}
            />
          ) : null}
          {preview.kind === 'none' ? (
            <Typography color="text.secondary">{translate('dm.content.rules.preview_nothing')}</Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dm.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
