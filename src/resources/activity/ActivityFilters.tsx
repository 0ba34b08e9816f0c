import { Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  Button,
  DateInput,
  FilterLiveForm,
  ListContext,
  SearchInput,
  SelectInput,
  TextInput,
  useListFilterContext,
  useTranslate,
  type ListControllerResult,
} from 'react-admin';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { dayBound, dayOf } from './activityText';

const FIELD_SX = { my: 0, minWidth: 160 } as const;
const ACTION_SX = { ...FIELD_SX, minWidth: 220 } as const;
const SEARCH_SX = { width: 260, maxWidth: '100%', my: 0 } as const;
const ROW_SX = { flexWrap: 'wrap', gap: 2, px: 2, pt: 1, alignItems: 'flex-start' } as const;
const CLEAR_SX = { alignSelf: 'center' } as const;
const fromDay = (value: string) => dayBound(value, false);
const untilDay = (value: string) => dayBound(value, true);

/**
 * The log's search and filters, applied as they are typed: each one is a query of the records API (a person's
 * name or a target's name or id: contains, ignoring case; an action; a day range in this computer's time zone).
 * They follow the list's filters only (react-admin's filter context), not its rows: new rows render none of them,
 * and a change of the filters renders the form and its row, not the fields, which follow their own values.
 */
export const ActivityFilters = () => {
  const translate = useTranslate();
  const filters = useListFilterContext();
  const { filterValues, setFilters } = filters;
  const filtered = Object.keys(filterValues).length > 0;
  const fields = useMemo(() => {
    const actions = ACTIVITY_ACTIONS.map((id) => ({ id, name: translate(`dm.activity.actions.${id}`) })).sort(
      (a, b) => a.name.localeCompare(b.name),
    );
    return (
      <>
        <SearchInput source="q" helperText={false} fullWidth={false} sx={SEARCH_SX} />
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
          sx={ACTION_SX}
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
          parse={fromDay}
          format={dayOf}
          sx={FIELD_SX}
        />
        <DateInput
          source="createdAt_lte"
          label="dm.activity.filters.until"
          helperText={false}
          fullWidth={false}
          parse={untilDay}
          format={dayOf}
          sx={FIELD_SX}
        />
      </>
    );
  }, [translate]);
  // FilterLiveForm reads the list's filters and sets them, from the list context: given only the filter part, it
  // renders again when the filters change, not when the rows do.
  return (
    <ListContext.Provider value={filters as ListControllerResult}>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" useFlexGap sx={ROW_SX}>
          {fields}
          {filtered ? (
            <Button label="dm.activity.filters.clear" onClick={() => setFilters({}, [])} sx={CLEAR_SX} />
          ) : null}
        </Stack>
      </FilterLiveForm>
    </ListContext.Provider>
  );
};
