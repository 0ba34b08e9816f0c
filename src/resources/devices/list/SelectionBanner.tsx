import { Alert, Button } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';

export interface SelectionBannerProps {
  /** Rows on this page, all selected. */
  pageCount: number;
  matchingCount: number;
  /** True when every matching row is selected. */
  allMatching: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

/** After the whole page is selected: offers every matching device; after that, says so and offers to clear. */
export const SelectionBanner = ({
  pageCount,
  matchingCount,
  allMatching,
  onSelectAll,
  onClear,
}: SelectionBannerProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const number = matchingCount.toLocaleString(locale);
  if (allMatching)
    return (
      <Alert
        severity="info"
        action={<Button onClick={onClear}>{translate('dm.devicesTab.list.clearSelection')}</Button>}
      >
        {translate('dm.devicesTab.list.allSelected', { smart_count: matchingCount, number })}
      </Alert>
    );
  return (
    <Alert
      severity="info"
      action={
        <Button onClick={onSelectAll} data-testid="select-all-matching">
          {translate('dm.devicesTab.list.selectAllMatching', { smart_count: matchingCount, number })}
        </Button>
      }
    >
      {translate('dm.devicesTab.list.pageSelected', { smart_count: pageCount })}
    </Alert>
  );
};
