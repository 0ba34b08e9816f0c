import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { SimpleForm, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useIssueValidate } from '../looks/useIssueValidate';
import type { LookFormProps } from '../looks/lookForm';
import { isLookType } from '../../domain/looks/lookTypes';
import { LookTypeInput } from '../looks/LookTypeInput';
import {
  isInEffect,
  PROFILE_RULES,
  profileDefaults,
  profileIssues,
  sectionsFor,
  type ProfileFields,
} from '../../domain/looks/profileModel';
import { RuleInput } from './RuleInput';

/** The sections of the chosen display type; a setting behind a switch shows while the switch is on. */
const Sections = () => {
  const translate = useTranslate();
  const values = useWatch() as Partial<ProfileFields> & { type?: unknown };
  const type = isLookType(values.type) ? values.type : 'RD';
  return sectionsFor(type).map((section) => (
    <Stack key={section.id} sx={{ width: '100%', maxWidth: 560 }} data-testid={`section-${section.id}`}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {translate(`dm.profiles.sections.${section.id}`)}
      </Typography>
      {section.fields
        .filter((field) => isInEffect(field, values))
        .map((field) => (
          <RuleInput key={field} source={field} rule={PROFILE_RULES[field]} />
        ))}
    </Stack>
  ));
};

/** Display type, then the settings sections that apply to it. */
export const ProfileForm = ({ toolbar, notice, isCreate, type = 'RD' }: LookFormProps) => {
  const defaults = useMemo(() => ({ ...profileDefaults(), type }), [type]);
  const validate = useIssueValidate(profileIssues);
  return (
    <SimpleForm toolbar={toolbar} validate={validate} defaultValues={defaults}>
      {notice}
      <LookTypeInput isCreate={isCreate} />
      <Sections />
    </SimpleForm>
  );
};
