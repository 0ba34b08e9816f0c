import type { ComponentType } from 'react';
import { Typography } from '@mui/material';
import { Create, useTranslate, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router';
import { LookActions } from './LookActions';
import type { LookFormProps } from './lookForm';
import { isLookType, typeQuery, type LookResource } from '../../domain/looks/lookTypes';
import { LookToolbar } from './LookToolbar';
import { useLookErrorNotifier } from './useLookErrors';

/** A create page that returns to the list of the new record's display type. */
export const LookCreate = ({
  resource,
  form: Form,
}: {
  resource: LookResource;
  form: ComponentType<LookFormProps>;
}) => {
  const onError = useLookErrorNotifier();
  const translate = useTranslate();
  // The type is part of the form's first values, so no later reset of the form can lose it.
  const param = new URLSearchParams(useLocation().search).get('type');
  const type = isLookType(param) ? param : 'RD';
  // In sentence case like every other title, which react-admin's "Create %{name}" is not ("Create Profile").
  const title = `dm.looks.create_title.${resource}`;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Create
        title={title}
        // react-admin puts the address of the area the resource is served in before this path.
        redirect={(name, _id, data?: Partial<RaRecord>) => `/${name}${typeQuery(data?.type)}`}
        mutationOptions={{ onError }}
        actions={<LookActions resource={resource} page="create" />}
      >
        <Form toolbar={<LookToolbar resource={resource} canDelete={false} />} isCreate type={type} />
      </Create>
    </>
  );
};
