import { useListPaginationContext } from 'react-admin';
import { ListPager } from './ListPager';

/** The page sizes react-admin's lists (profiles, themes, content, rules) have always offered. */
const CONTEXT_PAGE_SIZES = [5, 10, 25, 50] as const;

/**
 * The pager of a react-admin list: the Devices tab's pager fed from the list's own paging (whose pages count
 * from 1). Nothing shows until the list knows its size; a page past the end shows as the last one.
 */
export const ContextPager = ({
  perPageOptions = CONTEXT_PAGE_SIZES,
}: {
  perPageOptions?: readonly number[];
}) => {
  const { isPending, total, page, perPage, setPage, setPerPage } = useListPaginationContext();
  if (isPending || total === undefined) return null;
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  return (
    <ListPager
      count={total}
      page={Math.min(Math.max(0, page - 1), lastPage)}
      perPage={perPage}
      perPageOptions={perPageOptions}
      onPage={(next) => setPage(next + 1)}
      onPerPage={setPerPage}
    />
  );
};
