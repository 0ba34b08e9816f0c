import { Router } from 'express';
import { ADMIN_PERMISSIONS, CONTENT_ADMIN_PERMISSION } from '../../../src/contract/permissions';
import type { DirectoryUser } from '../../../src/domain/workplace/types';
import { requireAny } from '../../auth';
import { foldForSearch } from '../../db/seedDirectory';
import { badRequest, ERROR_CODES, fail, ok } from '../../envelope';
import type { AppContext } from '../context';
import { tenantOf } from '../scope';
import type { Directory } from './directory';

/** A search matching more users than this answers 403 (001 §7: "a 403 means too many users"). */
export const USER_SEARCH_LIMIT = 50;
/** Shortest search the directory answers (001 §9). */
const USER_SEARCH_MIN = 3;

/**
 * GET /tenant/users?search= (001 §7): the directory search of the workplace settings, which content admins use
 * too to pick a rule's users (000 §3 Content rule).
 */
export function userSearchRoutes({ auth }: AppContext, directoryOf: (tenantId: string) => Directory): Router {
  const router = Router();
  const directoryGuard = [
    auth.requireSession(),
    requireAny([...ADMIN_PERMISSIONS, CONTENT_ADMIN_PERMISSION]),
  ];
  router.get('/tenant/users', ...directoryGuard, (req, res) => {
    const search = typeof req.query.search === 'string' ? foldForSearch(req.query.search.trim()) : '';
    if (search.length < USER_SEARCH_MIN) {
      return badRequest(res, `Search with at least ${USER_SEARCH_MIN} characters`);
    }
    const { users, folded } = directoryOf(tenantOf(res));
    const found: DirectoryUser[] = [];
    for (let index = 0; index < users.length; index += 1) {
      if (!folded[index].includes(search)) continue;
      if (found.length === USER_SEARCH_LIMIT) {
        return fail(
          res,
          403,
          ERROR_CODES.TOO_MANY_USERS,
          `More than ${USER_SEARCH_LIMIT} users match "${req.query.search as string}"; refine the search`,
        );
      }
      found.push(users[index]);
    }
    ok(res, found);
  });
  return router;
}
