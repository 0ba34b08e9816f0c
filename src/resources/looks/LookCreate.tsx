import type { ComponentType } from 'react';
import { Create, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router';
import { LookActions } from './LookActions';
import type { LookFormProps } from './lookForm';
import { isLookType, typeQuery, type LookResource } from './lookTypes';
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
  // The type is part of the form's first values, so no later reset of the form can lose it.
  const param = new URLSearchParams(useLocation().search).get('type');
  const type = isLookType(param) ? param : 'RD';
  return (
    <Create
      // react-admin puts the address of the area the resource is served in before this path.
      redirect={(name, _id, data?: Partial<RaRecord>) => `/${name}${typeQuery(data?.type)}`}
      mutationOptions={{ onError }}
      actions={<LookActions resource={resource} page="create" />}
    >
      <Form toolbar={<LookToolbar resource={resource} canDelete={false} />} isCreate type={type} />
    </Create>
  );
};
