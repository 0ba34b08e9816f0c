import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, RadioButtonGroupInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import type { UiLanguage } from '../../config';
import { languageName } from '../../i18n/languageName';
import { ContentFileInput } from './ContentFileInput';
import { DownloadCopyButton } from './DownloadCopyButton';
import { UrlContentType } from './UrlContentType';
import { sourceOf, type LanguageDraft } from '../../domain/content/contentForm';
import { FILE_EXTENSIONS, takesFile, type ContentType } from '../../domain/content/contentModel';

/**
 * One language of an item: on or off, a label, and the resource — a link (checked by the URL rule and the
 * backend), a file of the type's extensions, or rich text for HTML items.
 */
export const LanguageFields = ({ lang, type }: { lang: UiLanguage; type: ContentType }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const prefix = `languages.${lang}`;
  const draft = useWatch({ name: prefix }) as LanguageDraft | undefined;
  const enabled = draft?.enabled ?? false;
  const source = sourceOf(type, { source: draft?.source ?? 'file' });
  return (
    <Stack sx={{ py: 1 }} data-testid={`language-${lang}`}>
      <BooleanInput source={`${prefix}.enabled`} label="dm.content.form.enabled" helperText={false} />
      {enabled ? (
        <>
          <TextInput source={`${prefix}.label`} label="dm.content.form.label" fullWidth />
          {takesFile(type) ? (
            <RadioButtonGroupInput
              source={`${prefix}.source`}
              label="dm.content.form.source"
              choices={[
                { id: 'file', name: 'dm.content.form.source_file' },
                { id: 'url', name: 'dm.content.form.source_url' },
              ]}
              helperText={false}
            />
          ) : null}
          {source === 'url' ? (
            <>
              <TextInput source={`${prefix}.url`} label="dm.content.form.url" fullWidth type="url" />
              <UrlContentType url={draft?.url ?? ''} type={type} />
              {takesFile(type) ? <DownloadCopyButton prefix={prefix} url={draft?.url ?? ''} /> : null}
            </>
          ) : null}
          {source === 'file' ? (
            <ContentFileInput
              source={`${prefix}.file`}
              extensions={FILE_EXTENSIONS[type] ?? []}
              label="dm.content.form.choose_file"
              accessibleName={translate('dm.content.form.choose_file_label', {
                language: languageName(lang, locale),
              })}
              storedName={draft?.fileName}
            />
          ) : null}
          {source === 'html' ? (
            <RichTextInput source={`${prefix}.html`} label="dm.content.form.html" fullWidth />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
};
