import { TablePagination } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';

export interface ListPagerProps {
  /** How many rows the list has in all. */
  count: number;
  /** The page shown, counted from 0. */
  page: number;
  perPage: number;
  perPageOptions: readonly number[];
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

/**
 * The pager under every list of the console (react-admin's lists through ContextPager): rows per page and
 * "1–25 of 40", numbers in the UI language.
 */
export const ListPager = ({ count, page, perPage, perPageOptions, onPage, onPerPage }: ListPagerProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...perPageOptions]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('dm.list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('dm.list.displayedRows', {
          from: from.toLocaleString(locale),
          to: to.toLocaleString(locale),
          total: total.toLocaleString(locale),
        })
      }
    />
  );
};
