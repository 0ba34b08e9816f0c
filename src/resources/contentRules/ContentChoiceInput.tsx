import { InputAdornment, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { AutocompleteInput, required, useChoicesContext, type RaRecord } from 'react-admin';
import { ContentIcon } from '../contentItems/ContentIcon';
import type { ContentItem } from '../../domain/content/contentModel';
import { contentTypeOfItem } from '../../domain/content/ruleModel';

const optionText = (item: ContentItem) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <ContentIcon item={item} size={24} />
    <span>{item.name}</span>
  </Stack>
);

/**
 * The content field of a rule (inside its ReferenceInput): each item with its icon and name, the chosen one's
 * icon beside its name in the field. Choosing an item also sets the rule's content type to the item's type.
 */
export const ContentChoiceInput = () => {
  const { setValue } = useFormContext();
  const { selectedChoices } = useChoicesContext<ContentItem>();
  const chosen = selectedChoices?.[0];
  const icon = chosen ? (
    // Beside the name, not under the label: a filled field lowers its adornments by default.
    <InputAdornment position="start" sx={{ mt: '0 !important' }}>
      <ContentIcon item={chosen} size={20} />
    </InputAdornment>
  ) : undefined;
  return (
    <AutocompleteInput
      label="resources.contentRules.fields.contentId"
      optionText={optionText}
      inputText={(item: ContentItem) => item.name}
      matchSuggestion={() => true}
      filterToQuery={(q: string) => ({ q })}
      validate={required('dm.content.validation.required')}
      onChange={(_id: string, item: RaRecord | '') =>
        setValue('contentType', contentTypeOfItem(item), { shouldDirty: true })
      }
      TextFieldProps={icon ? { InputProps: { startAdornment: icon } } : undefined}
      fullWidth
    />
  );
};
