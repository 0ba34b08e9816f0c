import { TablePagination } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';

export const BULK_PAGE_SIZES = [25, 50, 100];

export interface PagedRowsProps {
  count: number;
  page: number;
  perPage: number;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

/** Paging of a results table: thousands of rows are never drawn at once. */
export const PagedRows = ({ count, page, perPage, onPage, onPerPage }: PagedRowsProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1))}
      rowsPerPage={perPage}
      rowsPerPageOptions={BULK_PAGE_SIZES}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPerPage(Number(event.target.value));
        onPage(0);
      }}
      labelRowsPerPage={translate('dm.bulk.table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('dm.bulk.table.displayedRows', {
          from: from.toLocaleString(locale),
          to: to.toLocaleString(locale),
          total: total.toLocaleString(locale),
        })
      }
    />
  );
};
