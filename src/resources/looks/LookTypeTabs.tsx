import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { displayTypeLabelKey } from '../devices/deviceModel';
import { isLookType, LOOK_TYPES, type LookType } from '../../domain/looks/lookTypes';

/** The display type a list shows: the `type` filter, room displays when none is set. */
export const useListLookType = (): LookType => {
  const { filterValues } = useListContext();
  return isLookType(filterValues.type) ? filterValues.type : 'RD';
};

/** Room, floor and feedback display tabs over a profile or theme list; the choice is the list's `type` filter. */
export const LookTypeTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const type = useListLookType();
  return (
    <Tabs
      value={type}
      onChange={(_event, value: LookType) => setFilters({ ...filterValues, type: value }, displayedFilters)}
      aria-label={translate('dm.looks.display_type')}
    >
      {LOOK_TYPES.map((value) => (
        <Tab
          key={value}
          value={value}
          label={translate(displayTypeLabelKey(value))}
          data-testid={`tab-${value}`}
        />
      ))}
    </Tabs>
  );
};
