import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { DisplayTypeFilterDialog } from './DisplayTypeFilterDialog';
import { activeChoices, choicesToFilter, RULE_FILTER_KINDS, type FilterChoices } from './ruleFilters';

/** Opens the display-type filter popup; its choices replace the list's kind filters when it closes. */
export const FilterPopupButton = () => {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The count of chosen display types is part of the button's name, so that what it shows is what it is called.
  const count = activeChoices(filterValues);
  const label = translate('dm.content.filter.button');
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
      <Button label={count > 0 ? `${label} (${count})` : label} onClick={() => setOpen(true)}>
        <Badge badgeContent={count > 0 ? count : null} color="primary">
          {/* The button sizes its first icon; in a badge that is the badge, so the icon takes the badge's size. */}
          <FilterListIcon fontSize="inherit" />
        </Badge>
      </Button>
      {open ? <DisplayTypeFilterDialog initial={initial} onClose={onClose} /> : null}
    </>
  );
};
