import { DeleteWithConfirmButton, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { typeQuery, type LookResource } from '../../domain/looks/lookTypes';
import { useLookErrorNotifier } from './useLookErrors';

/**
 * Deletes after a confirmation, then goes back to the list of the record's display type. The server refuses
 * while devices use the record; the message says so and the page reloads the record's usage.
 */
export const LookDeleteButton = ({ resource }: { resource: LookResource }) => {
  const record = useRecordContext();
  const notifyError = useLookErrorNotifier();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const usedBy = Number(record.usedBy ?? 0);
  return (
    <DeleteWithConfirmButton
      // Said before the confirm, not after it: a record that devices use cannot be deleted.
      confirmContent={
        usedBy > 0 ? translate(`dm.ux.looks.in_use_${resource}`, { number: usedBy }) : undefined
      }
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
