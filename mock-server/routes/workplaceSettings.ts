import { Router } from 'express';
import { ADMIN_PERMISSIONS, CONTENT_ADMIN_PERMISSION } from '../../src/contract/permissions';
import { requireAny } from '../auth';
import type { DirectoryUser } from '../../src/domain/workplace/types';
import { foldForSearch, seedDirectory } from '../db/seedDirectory';
import type { TenantPreferences, WorkplaceSettings } from '../db/types';
import { badRequest, ERROR_CODES, fail, ok } from '../envelope';
import { handle } from '../errors';
import { readBody } from '../validate';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { adminOnly, tenantOf, withoutTenant } from './scope';

/** A search matching more users than this answers 403 (001 §7: "a 403 means too many users"). */
export const USER_SEARCH_LIMIT = 50;
/** Shortest search the directory answers (001 §9). */
const USER_SEARCH_MIN = 3;
/** Most preview users a tenant names. */
const MAX_PREVIEW_USERS = 100;
const APPS = ['KIOSK', 'WORKPLACE'] as const;

const splitIds = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Workplace settings, the user directory and tenant preferences (001 §7: GET/PUT /tenant/workplace/settings,
 * GET /tenant/users?search=, GET/POST /tenant/preferences), for administrators of the caller's tenant only.
 */
export function workplaceSettingsRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const admin = adminOnly(auth);
  // Built on first use per tenant and kept with this server: the directory never changes.
  const directories = new Map<
    string,
    { users: DirectoryUser[]; folded: string[]; byUid: Map<string, DirectoryUser> }
  >();
  const directoryOf = (tenantId: string) => {
    let directory = directories.get(tenantId);
    if (!directory) {
      const users = seedDirectory(tenantId);
      directory = {
        users,
        folded: users.map((user) =>
          foldForSearch(`${user.name} ${user.uid} ${user.email} ${user.mcsLoginID}`),
        ),
        byUid: new Map(users.map((user) => [user.uid.toLowerCase(), user])),
      };
      directories.set(tenantId, directory);
    }
    return directory;
  };

  const settingsOf = (tenantId: string): WorkplaceSettings => {
    const found = store.data.workplaceSettings.find((settings) => settings.tenantId === tenantId);
    if (found) return found;
    const created: WorkplaceSettings = { tenantId, emailIDs: '', isPreviewEnabled: false };
    store.data.workplaceSettings.push(created);
    store.changed('workplaceSettings');
    return created;
  };
  const view = (settings: WorkplaceSettings) => {
    const { byUid } = directoryOf(settings.tenantId);
    const users = splitIds(settings.emailIDs).flatMap((uid) => byUid.get(uid.toLowerCase()) ?? []);
    return { ...withoutTenant(settings), users };
  };

  router.get('/tenant/workplace/settings', ...admin, (_req, res) => {
    ok(res, view(settingsOf(tenantOf(res))));
  });

  router.put(
    '/tenant/workplace/settings',
    ...admin,
    handle(async (req, res) => {
      const body = readBody(req, res, { emailIDs: 'string', isPreviewEnabled: 'boolean' });
      if (!body) return;
      const tenantId = tenantOf(res);
      const { byUid } = directoryOf(tenantId);
      const uids: string[] = [];
      for (const id of splitIds(body.emailIDs)) {
        const user = byUid.get(id.toLowerCase());
        if (!user) return badRequest(res, `"${id}" is not a user of this tenant`);
        if (!uids.includes(user.uid)) uids.push(user.uid);
      }
      if (uids.length > MAX_PREVIEW_USERS)
        return badRequest(res, `At most ${MAX_PREVIEW_USERS} preview users`);
      if (body.isPreviewEnabled && uids.length === 0) {
        return badRequest(res, 'Preview configuration needs at least one user');
      }
      const outcome = await store.transaction({}, (tx) => {
        const settings = settingsOf(tenantId);
        settings.emailIDs = uids.join(',');
        settings.isPreviewEnabled = body.isPreviewEnabled;
        tx.changed('workplaceSettings');
        return view(settings);
      });
      answerOutcome(res, outcome, (settings) => ok(res, settings));
    }),
  );

  // Content admins pick a rule's users with the same search (000 §3 Content rule).
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

  const preferencesOf = (tenantId: string): TenantPreferences =>
    store.data.tenantPreferences.find((preferences) => preferences.tenantId === tenantId) ?? {
      tenantId,
      defaultApp: null,
    };

  router.get('/tenant/preferences', ...admin, (_req, res) => {
    ok(res, withoutTenant(preferencesOf(tenantOf(res))));
  });

  router.post(
    '/tenant/preferences',
    ...admin,
    handle(async (req, res) => {
      const body = req.body as { defaultApp?: unknown } | undefined;
      const app = body?.defaultApp;
      if (app !== null && !APPS.includes(app as (typeof APPS)[number])) {
        return badRequest(res, `"defaultApp" must be one of ${APPS.join(', ')} or null`);
      }
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const preferences = preferencesOf(tenantId);
        preferences.defaultApp = app as TenantPreferences['defaultApp'];
        if (!tx.data.tenantPreferences.includes(preferences)) tx.data.tenantPreferences.push(preferences);
        tx.changed('tenantPreferences');
        return withoutTenant(preferences);
      });
      answerOutcome(res, outcome, (saved) => ok(res, saved));
    }),
  );

  return router;
}
