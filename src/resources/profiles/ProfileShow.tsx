import { Divider, Stack, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { LookActions } from '../looks/LookActions';
import { LookDetails, LookMetaDetails } from '../looks/LookDetails';
import { isInEffect, PROFILE_RULES, sectionsFor, type Profile } from '../../domain/looks/profileModel';

const ProfileDetails = () => {
  const translate = useTranslate();
  const profile = useRecordContext<Profile>();
  if (!profile) return null;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 760 }}>
      {sectionsFor(profile.type).map((section) => (
        <Stack key={section.id} spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(`dm.profiles.sections.${section.id}`)}
          </Typography>
          <LookDetails
            resource="profiles"
            fields={section.fields.filter((field) => isInEffect(field, profile))}
            rules={PROFILE_RULES}
          />
        </Stack>
      ))}
      <Divider />
      <LookMetaDetails resource="profiles" />
    </Stack>
  );
};

/** One profile: the settings of its display type, where it is used and its last change. */
export const ProfileShow = () => (
  <Show actions={<LookActions resource="profiles" page="show" />}>
    <ProfileDetails />
  </Show>
);
