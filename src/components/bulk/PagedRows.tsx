import { ListPager } from '../list/ListPager';

const BULK_PAGE_SIZES = [25, 50, 100];

export interface PagedRowsProps {
  count: number;
  page: number;
  perPage: number;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

/** Paging of a results table: thousands of rows are never drawn at once. The same pager as the device lists. */
export const PagedRows = ({ count, page, perPage, onPage, onPerPage }: PagedRowsProps) => (
  <ListPager
    count={count}
    page={Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1))}
    perPage={perPage}
    perPageOptions={BULK_PAGE_SIZES}
    onPage={onPage}
    onPerPage={(next) => {
      onPerPage(next);
      onPage(0);
    }}
  />
);
