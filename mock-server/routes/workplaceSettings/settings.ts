import { Router } from 'express';
import type { WorkplaceSettings } from '../../db/types';
import { badRequest, ok } from '../../envelope';
import { handle } from '../../errors';
import { readBody } from '../../validate';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import { adminOnly, tenantOf, withoutTenant } from '../scope';
import type { Directory } from './directory';

/** Most preview users a tenant names. */
const MAX_PREVIEW_USERS = 100;

const splitIds = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** GET/PUT /tenant/workplace/settings (001 §7): the preview switch and its users, named from the directory. */
export function workplaceSettingsFormRoutes(
  { store, auth }: AppContext,
  directoryOf: (tenantId: string) => Directory,
): Router {
  const router = Router();
  const admin = adminOnly(auth);
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
  return router;
}
