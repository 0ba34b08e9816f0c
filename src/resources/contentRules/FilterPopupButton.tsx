import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { DisplayTypeFilterDialog } from './DisplayTypeFilterDialog';
import { activeChoices, choicesToFilter, RULE_FILTER_KINDS, type FilterChoices } from './ruleFilters';

/** Opens the display-type filter popup; its choices replace the list's kind filters when it closes. */
export const FilterPopupButton = () => {
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const initial: FilterChoices = Object.fromEntries(
    RULE_FILTER_KINDS.map((kind) => [kind.field, (filterValues[kind.field] as string[] | undefined) ?? []]),
  );
  const onClose = (choices: FilterChoices) => {
    setOpen(false);
    const rest = Object.fromEntries(
      Object.entries(filterValues).filter(
        ([field]) => !RULE_FILTER_KINDS.some((kind) => kind.field === field),
      ),
    );
    setFilters({ ...rest, ...choicesToFilter(choices) });
  };
  return (
    <>
      <Button label="dm.content.filter.button" onClick={() => setOpen(true)}>
        <Badge badgeContent={activeChoices(filterValues)} color="primary">
          <FilterListIcon />
        </Badge>
      </Button>
      {open ? <DisplayTypeFilterDialog initial={initial} onClose={onClose} /> : null}
    </>
  );
};
