import { DeleteWithConfirmButton, useRecordContext, useRefresh } from 'react-admin';
import { typeQuery, type LookResource } from './lookTypes';
import { useLookErrorNotifier } from './useLookErrors';

/**
 * Deletes after a confirmation, then goes back to the list of the record's display type. The server refuses
 * while devices use the record; the message says so and the page reloads the record's usage.
 */
export const LookDeleteButton = ({ resource }: { resource: LookResource }) => {
  const record = useRecordContext();
  const notifyError = useLookErrorNotifier();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      // react-admin puts the address of the area the resource is served in before this path.
      redirect={() => `/${resource}${typeQuery(record.type)}`}
      mutationOptions={{
        onError: (error: unknown) => {
          notifyError(error);
          refresh();
        },
      }}
    />
  );
};
