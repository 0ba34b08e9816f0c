import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { DataTable, DateField, EditButton, List, SearchInput, TopToolbar, useCreatePath } from 'react-admin';
import { LinkButton } from './LinkButton';
import { LookTypeTabs, useListLookType } from './LookTypeTabs';
import type { LookResource } from './lookTypes';
import { UsedByField } from './UsedByField';

/** Create, on the display type of the tab shown. */
const CreateForType = ({ resource }: { resource: LookResource }) => {
  const createPath = useCreatePath();
  const type = useListLookType();
  return (
    <TopToolbar>
      <LinkButton
        to={`${createPath({ resource, type: 'create' })}?type=${type}`}
        label="ra.action.create"
        icon={<AddIcon />}
      />
    </TopToolbar>
  );
};

const FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * A profile or theme list on tabs per display type. The resource's own columns come between the shared
 * ones: name first; usage, last change and an edit link last. A row opens the record's show page.
 */
export const LookList = ({ resource, children }: { resource: LookResource; children: ReactNode }) => (
  <List
    filterDefaultValues={{ type: 'RD' }}
    filters={FILTERS}
    actions={<CreateForType resource={resource} />}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={false}
    empty={false}
  >
    <LookTypeTabs />
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="name" />
      {children}
      <DataTable.Col source="usedBy" field={UsedByField} />
      <DataTable.Col source="modifiedDate">
        <DateField source="modifiedDate" showTime />
      </DataTable.Col>
      <DataTable.Col label="">
        <EditButton icon={<EditIcon />} />
      </DataTable.Col>
    </DataTable>
  </List>
);
