import { ROUTES } from '../../domain/addresses';

/** Where the library's pages live: under /contentlibrary (001 §2), not react-admin's /contentItems. */
export const contentPaths = {
  list: ROUTES.contentLibrary,
  create: `${ROUTES.contentLibrary}/create`,
  edit: (id: string | number) => `${ROUTES.contentLibrary}/${encodeURIComponent(String(id))}`,
};
