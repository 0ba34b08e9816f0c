import { Stack } from '@mui/material';
import {
  Button,
  DateInput,
  FilterLiveForm,
  SearchInput,
  SelectInput,
  TextInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { dayBound, dayOf } from './activityText';

const FIELD_SX = { my: 0, minWidth: 160 } as const;

/**
 * The log's search and filters, applied as they are typed: each one is a query of the records API (a person's
 * name or a target's name or id: contains, ignoring case; an action; a day range in this computer's time zone).
 */
export const ActivityFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  const actions = ACTIVITY_ACTIONS.map((id) => ({ id, name: translate(`dm.activity.actions.${id}`) })).sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  return (
    <FilterLiveForm debounce={false}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, px: 2, pt: 1, alignItems: 'flex-start' }}
      >
        <SearchInput
          source="q"
          helperText={false}
          fullWidth={false}
          sx={{ width: 260, maxWidth: '100%', my: 0 }}
        />
        <TextInput
          source="createdBy.name_like"
          label="dm.activity.filters.person"
          helperText={false}
          fullWidth={false}
          sx={FIELD_SX}
        />
        <SelectInput
          source="action"
          label="dm.activity.filters.action"
          helperText={false}
          fullWidth={false}
          emptyText=""
          choices={actions}
          sx={{ ...FIELD_SX, minWidth: 220 }}
        />
        <TextInput
          source="targetText_like"
          label="dm.activity.filters.target"
          helperText={false}
          fullWidth={false}
          sx={FIELD_SX}
        />
        <DateInput
          source="createdAt_gte"
          label="dm.activity.filters.from"
          helperText={false}
          fullWidth={false}
          parse={(value: string) => dayBound(value, false)}
          format={dayOf}
          sx={FIELD_SX}
        />
        <DateInput
          source="createdAt_lte"
          label="dm.activity.filters.until"
          helperText={false}
          fullWidth={false}
          parse={(value: string) => dayBound(value, true)}
          format={dayOf}
          sx={FIELD_SX}
        />
        {filtered ? (
          <Button
            label="dm.activity.filters.clear"
            onClick={() => setFilters({}, [])}
            sx={{ alignSelf: 'center' }}
          />
        ) : null}
      </Stack>
    </FilterLiveForm>
  );
};
