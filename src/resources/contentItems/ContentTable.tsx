import { Stack } from '@mui/material';
import { DataTable, useTranslate, type Identifier } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { useResourcePaths } from '../../components/resourcePaths';
import { ContentIcon } from './ContentIcon';
import { languagesOf, type ContentItem } from '../../domain/content/contentModel';

/** The list view: icon and name, type, languages, last change; a row opens the item. */
export const ContentTable = () => {
  const translate = useTranslate();
  const paths = useResourcePaths();
  return (
    // A gap under the filters, so that the headings never touch the fields above them.
    <DataTable bulkActionButtons={false} rowClick={(id: Identifier) => paths.edit(id)} sx={{ mt: 1 }}>
      <DataTable.Col
        source="name"
        render={(item: ContentItem) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ContentIcon item={item} size={28} />
            <span>{item.name}</span>
          </Stack>
        )}
      />
      <DataTable.Col
        source="type"
        render={(item: ContentItem) => translate(`dm.content.types.${item.type}`)}
      />
      <DataTable.Col
        source="languages"
        disableSort
        render={(item: ContentItem) =>
          languagesOf(item)
            .map((lang) => lang.toUpperCase())
            .join(', ')
        }
      />
      <DataTable.Col source="modifiedDate">
        <DateTimeField source="modifiedDate" />
      </DataTable.Col>
    </DataTable>
  );
};
