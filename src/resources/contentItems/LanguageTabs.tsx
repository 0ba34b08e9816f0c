import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n/locales';
import { CONTENT_LANGUAGES, type ContentType } from '../../domain/content/contentModel';
import { LanguageFields } from './LanguageFields';

/** The seven languages as tabs; a tick marks those with a resource, the default language is named. */
export const LanguageTabs = ({ type }: { type: ContentType }) => {
  const translate = useTranslate();
  const languages = useWatch({ name: 'languages' }) as Record<string, { enabled?: boolean }> | undefined;
  const defaultLanguage = useWatch({ name: 'defaultLanguage' }) as string;
  // Opens on the default language, the one that must have content.
  const [current, setCurrent] = useState(() =>
    Math.max(0, (CONTENT_LANGUAGES as readonly string[]).indexOf(defaultLanguage)),
  );
  const { errors } = useFormState();
  const languageErrors = (errors.languages ?? {}) as Record<string, unknown>;
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={current}
        onChange={(_event, index: number) => setCurrent(index)}
        variant="scrollable"
        aria-label={translate('dm.content.form.languages')}
      >
        {CONTENT_LANGUAGES.map((lang) => {
          const name = LOCALES.find((locale) => locale.locale === lang)?.name ?? lang;
          const suffix = lang === defaultLanguage ? ` · ${translate('dm.content.form.default')}` : '';
          return (
            <Tab
              key={lang}
              label={`${name}${suffix}`}
              icon={
                languageErrors[lang] ? (
                  <ErrorIcon fontSize="small" color="error" />
                ) : languages?.[lang]?.enabled ? (
                  <CheckCircleIcon fontSize="small" color="success" />
                ) : undefined
              }
              iconPosition="end"
              data-testid={`language-tab-${lang}`}
            />
          );
        })}
      </Tabs>
      {CONTENT_LANGUAGES.map((lang, index) =>
        index === current ? <LanguageFields key={lang} lang={lang} type={type} /> : null,
      )}
    </Box>
  );
};
