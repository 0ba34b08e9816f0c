import { Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, required, type RaRecord } from 'react-admin';
import { ContentIcon } from '../contentItems/ContentIcon';
import type { ContentItem } from '../../domain/content/contentModel';

const Option = ({ item }: { item: ContentItem }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <ContentIcon item={item} size={24} />
    <span>{item.name}</span>
  </Stack>
);

/** The library item a rule shows, with its icon and name; choosing one also sets the rule's content type. */
export const ContentPicker = () => {
  const { setValue } = useFormContext();
  return (
    <ReferenceInput
      source="contentId"
      reference="contentItems"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <AutocompleteInput
        label="resources.contentRules.fields.contentId"
        optionText={(item: ContentItem) => <Option item={item} />}
        inputText={(item: ContentItem) => item.name}
        matchSuggestion={() => true}
        filterToQuery={(q: string) => ({ q })}
        validate={required('dm.content.validation.required')}
        onChange={(_id: string, item: RaRecord | '') =>
          setValue('contentType', item ? String(item.type ?? '') : '', { shouldDirty: true })
        }
        fullWidth
      />
    </ReferenceInput>
  );
};
