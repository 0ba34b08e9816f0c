import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { DataTable, EditButton, List, SearchInput, TopToolbar, useCreatePath } from 'react-admin';
import { LinkButton } from './LinkButton';
import { LookTypeTabs, useListLookType } from './LookTypeTabs';
import type { LookResource } from '../../domain/looks/lookTypes';
import { UsedByField } from './UsedByField';
import { DateTimeField } from '../../components/DateTimeField';
import { ContextPager } from '../../components/list/ContextPager';

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
    pagination={<ContextPager />}
    exporter={false}
    empty={false}
    // On a tablet the description, the clock and the accent colour (on the show page, and the accent also in the
    // mode's swatch) give way and Edit is its pencil, so that the table fits in every language; if it still does
    // not, it scrolls sideways inside its card and Create stays in view.
    sx={(theme) => ({
      '& .RaList-main': { minWidth: 0 },
      '& .RaList-content': { overflowX: 'auto' },
      [theme.breakpoints.down('lg')]: {
        '& .column-description, & .column-clockFormat, & .column-accentColor': { display: 'none' },
        // Edit shows as its pencil alone (its name stays for assistive technology).
        '& td:last-of-type .MuiButton-root': {
          fontSize: 0,
          minWidth: 0,
          '& .MuiButton-startIcon': { mx: 0 },
        },
      },
    })}
  >
    <LookTypeTabs />
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="name" />
      {children}
      <DataTable.Col source="usedBy" field={UsedByField} />
      <DataTable.Col source="modifiedDate">
        <DateTimeField source="modifiedDate" />
      </DataTable.Col>
      <DataTable.Col label="">
        <EditButton icon={<EditIcon />} />
      </DataTable.Col>
    </DataTable>
  </List>
);
