import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { maxLength, required, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ContentPicker } from './ContentPicker';
import { LocationsInput } from './LocationsInput';
import { MinDurationInput } from './MinDurationInput';
import { RuleContentPreviewButton } from './RuleContentPreviewButton';
import { RuleContentType } from './RuleContentType';
import { RuleUsersInput } from './RuleUsersInput';
import {
  RULE_APPS,
  RULE_DESCRIPTION_MAX,
  RULE_NAME_MAX,
  RULE_WHEN,
  VIEW_AS,
  type RuleFormValues,
} from '../../domain/content/ruleModel';

export interface RuleFormProps {
  values: RuleFormValues;
  toolbar?: ReactNode;
  notice?: ReactNode;
}

/**
 * Every field of a content rule (000 §3): name, app, content (its type shown beside it, read-only), view-as, when, locations, users (picked with
 * the directory search; none means everyone), minimum duration and description.
 */
export const RuleForm = ({ values, toolbar, notice }: RuleFormProps) => {
  const translate = useTranslate();
  const choices = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ id: value, name: translate(`${prefix}.${value}`) }));
  return (
    <SimpleForm record={values as never} toolbar={toolbar as never}>
      {notice}
      <TextInput
        source="name"
        label="resources.contentRules.fields.name"
        validate={[
          required('dm.content.validation.required'),
          maxLength(RULE_NAME_MAX, 'dm.content.validation.too_long'),
        ]}
        fullWidth
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput
          source="app"
          label="resources.contentRules.fields.app"
          choices={choices(RULE_APPS, 'dm.content.apps')}
          validate={required()}
        />
        <SelectInput
          source="viewAs"
          label="resources.contentRules.fields.viewAs"
          choices={choices(VIEW_AS, 'dm.content.view_as')}
          validate={required()}
        />
        <SelectInput
          source="when"
          label="resources.contentRules.fields.when"
          choices={choices(RULE_WHEN, 'dm.content.when')}
          validate={required()}
        />
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0, md: 2 }}
        useFlexGap
        sx={{ width: '100%' }}
      >
        <ContentPicker />
        <RuleContentType />
        <RuleContentPreviewButton />
      </Stack>
      <LocationsInput />
      <RuleUsersInput />
      <MinDurationInput />
      <TextInput
        source="description"
        label="resources.contentRules.fields.description"
        multiline
        minRows={2}
        validate={maxLength(RULE_DESCRIPTION_MAX, 'dm.content.validation.too_long')}
        fullWidth
      />
    </SimpleForm>
  );
};
