import { Stack } from '@mui/material';
import { FilterLiveForm, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { CONTENT_TYPES } from '../../domain/content/contentModel';

/**
 * Search and type filter of the library. The whole list is in memory (000 §4), so a keystroke filters at once:
 * react-admin's filter form waits 500 ms after each change, which no search of an in-memory list needs.
 */
export const ContentFilters = () => {
  const translate = useTranslate();
  return (
    <FilterLiveForm debounce={false}>
      {/* Stretched: the search box is as tall as the Type field beside it, which has room for its label. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'stretch', flexWrap: 'wrap', gap: 2, px: 2, pt: 1 }}
      >
        <SearchInput
          source="q"
          helperText={false}
          fullWidth={false}
          sx={{ width: 320, maxWidth: '100%', my: 0, '& .MuiInputBase-root': { flex: 1 } }}
        />
        <SelectInput
          source="type"
          label="resources.contentItems.fields.type"
          emptyText="dm.content.all_types"
          helperText={false}
          fullWidth={false}
          sx={{ minWidth: 180, my: 0 }}
          choices={CONTENT_TYPES.map((type) => ({ id: type, name: translate(`dm.content.types.${type}`) }))}
        />
      </Stack>
    </FilterLiveForm>
  );
};
