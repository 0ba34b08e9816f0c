import { DataTable, List, TextField, useTranslate, type RaRecord } from 'react-admin';
import { StatusField } from './StatusField';
import { RelativeTimeField } from './RelativeTimeField';
import { deviceTitle, displayTypeLabelKey, type Device } from './deviceModel';

/** The fleet of display devices (read-only for now). */
export const DeviceList = () => {
  const translate = useTranslate();
  return (
    <List perPage={25} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" render={(record: RaRecord) => deviceTitle(record as Device)} />
        <DataTable.Col
          source="type"
          render={(record: RaRecord) => translate(displayTypeLabelKey(record.type))}
        />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="group" field={TextField} />
        <DataTable.Col source="lastConnected">
          <RelativeTimeField source="lastConnected" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
