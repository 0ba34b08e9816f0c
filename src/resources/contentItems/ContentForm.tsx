import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n/locales';
import { ContentFileInput } from './ContentFileInput';
import { ContentIcon } from './ContentIcon';
import { contentFormProblems, nestErrors, type ContentFormValues } from '../../domain/content/contentForm';
import { CONTENT_TYPES, ICON_EXTENSIONS, type ContentType } from '../../domain/content/contentModel';
import { LanguageTabs } from './LanguageTabs';
import { TypeSourceSync } from './TypeSourceSync';

const validate = (values: Record<string, unknown>) =>
  nestErrors(contentFormProblems(values as unknown as ContentFormValues));

const LANGUAGE_CHOICES = LOCALES.map(({ locale, name }) => ({ id: locale, name }));

const IconPreview = () => {
  const iconUrl = useWatch({ name: 'iconUrl' }) as string | null;
  const type = useWatch({ name: 'type' }) as ContentType;
  return <ContentIcon item={{ iconUrl, type }} size={56} />;
};

const Languages = () => <LanguageTabs type={useWatch({ name: 'type' }) as ContentType} />;

export interface ContentFormProps {
  values: ContentFormValues;
  /** The type of a stored item cannot change. */
  editing?: boolean;
  toolbar?: ReactNode;
  notice?: ReactNode;
}

/** Name, type, default language, icon, then each language's label and resource. */
export const ContentForm = ({ values, editing = false, toolbar, notice }: ContentFormProps) => {
  const translate = useTranslate();
  return (
    <SimpleForm
      record={values as never}
      validate={validate}
      toolbar={toolbar as never}
      mode="onBlur"
      reValidateMode="onChange"
    >
      {notice}
      {editing ? null : <TypeSourceSync />}
      <TextInput source="name" label="resources.contentItems.fields.name" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput
          source="type"
          label="resources.contentItems.fields.type"
          choices={CONTENT_TYPES.map((type) => ({ id: type, name: translate(`dm.content.types.${type}`) }))}
          disabled={editing}
          helperText={editing ? 'dm.content.form.type_fixed' : false}
          // The hint says why the field is locked, so it is read at full contrast, not greyed with the field.
          sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
        <SelectInput
          source="defaultLanguage"
          label="resources.contentItems.fields.defaultLanguage"
          choices={LANGUAGE_CHOICES}
          helperText="dm.content.form.default_hint"
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <IconPreview />
        <ContentFileInput source="icon" extensions={ICON_EXTENSIONS} label="dm.content.form.choose_icon" />
      </Stack>
      <Box sx={{ width: '100%', mt: 2 }}>
        <Typography variant="subtitle1">{translate('dm.content.form.languages')}</Typography>
        <Languages />
      </Box>
    </SimpleForm>
  );
};
