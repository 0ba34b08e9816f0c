import { useState, type ComponentType } from 'react';
import { Edit, useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { isConflict } from './conflict';
import { ConflictNotice } from './ConflictNotice';
import type { Rule } from '../../domain/looks/fieldRules';
import { LookActions } from './LookActions';
import type { LookFormProps } from './lookForm';
import { typeQuery, type LookResource } from '../../domain/looks/lookTypes';
import { LookToolbar } from './LookToolbar';
import { useLookErrorNotifier } from './useLookErrors';

export interface LookEditProps {
  resource: LookResource;
  form: ComponentType<LookFormProps>;
  /** The settings the conflict notice compares. */
  fields: readonly string[];
  rules: Readonly<Partial<Record<string, Rule>>>;
}

/**
 * An edit page that saves with the version it loaded. When someone saved a newer version meanwhile, it reads
 * that version and shows it beside the person's changes, without losing them.
 */
export const LookEdit = ({ resource, form: Form, fields, rules }: LookEditProps) => {
  const dataProvider = useDataProvider();
  const notifyError = useLookErrorNotifier();
  const [newer, setNewer] = useState<RaRecord | null>(null);

  const onError = async (error: unknown, variables: { id?: Identifier }) => {
    if (!isConflict(error, resource) || variables.id === undefined) return notifyError(error);
    try {
      setNewer((await dataProvider.getOne(resource, { id: variables.id })).data);
    } catch (readError) {
      notifyError(readError);
    }
  };

  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      // react-admin puts the address of the area the resource is served in before this path.
      redirect={(name, _id, data?: Partial<RaRecord>) => `/${name}${typeQuery(data?.type)}`}
      actions={<LookActions resource={resource} page="edit" />}
    >
      <Form
        toolbar={<LookToolbar resource={resource} canDelete />}
        notice={
          newer && (
            <ConflictNotice
              resource={resource}
              newer={newer}
              fields={fields}
              rules={rules}
              onClose={() => setNewer(null)}
            />
          )
        }
      />
    </Edit>
  );
};
