import { DataTable, EditButton, List } from 'react-admin';

export const GadgetList = () => (
  <List perPage={5} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="name" />
      <DataTable.Col label="">
        <EditButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
