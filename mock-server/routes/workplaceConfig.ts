import { Router, type Response } from 'express';
import type { Refusal, Tx } from '../db/transaction';
import type { WorkplaceConfigRecord } from '../db/types';
import { badRequest, ERROR_CODES, ok } from '../envelope';
import { handle } from '../errors';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { parseWorkplaceDraft } from './workplaceBody';
import { workplaceConfigs } from './workplaceConfigStore';
import { dropLogos, logosInUse, mediaFiles } from './workplaceMediaFiles';
import { adminOnly, tenantOf } from './scope';

/**
 * The workplace app's configuration (001 §7): live and preview kept apart per tenant, `lastModified` guarding
 * every write (a save or preview built on an older configuration answers 409); a logo a write stops naming goes
 * (the logos themselves are workplaceLogos.ts). Administrators only.
 */
export function workplaceConfigRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const logos = mediaFiles(store.file);
  const admin = adminOnly(auth);

  const { stampOf, touch, answer, put, removePreview } = workplaceConfigs(store);
  /** The checked draft, or null after answering 400 (bad body). */
  const readDraft = (body: unknown, res: Response) => {
    const parsed = parseWorkplaceDraft(body);
    if (!parsed.ok) badRequest(res, parsed.message);
    return parsed.ok ? parsed.value : null;
  };
  /** The 409 refusal of a draft built on an older configuration than the stored one, else null. */
  const stale = (tx: Tx, tenantId: string, lastModified: number): Refusal | null =>
    lastModified === stampOf(tenantId).lastModified
      ? null
      : tx.refuse(
          409,
          ERROR_CODES.WORKPLACE_CONFIG_MODIFIED,
          'The workplace configuration was changed by someone else; reload it',
        );
  /** Changes the tenant's configurations; a logo they no longer name goes, record and file (once on disk). */
  const changeConfigs = (tx: Tx, tenantId: string, change: () => void): void => {
    const before = logosInUse(tx.data, tenantId);
    change();
    const after = logosInUse(tx.data, tenantId);
    const dropped = dropLogos(tx, tenantId, new Set([...before].filter((name) => !after.has(name))));
    if (dropped.length > 0) tx.afterwards(() => logos.remove(tenantId, dropped));
  };
  /** Saves a draft as the live configuration or the preview, in one transaction. */
  const saveDraft = (kind: WorkplaceConfigRecord['kind']) =>
    handle(async (req, res) => {
      const draft = readDraft(req.body, res);
      if (!draft) return;
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const refusal = stale(tx, tenantId, draft.lastModified);
        if (refusal) return refusal;
        changeConfigs(tx, tenantId, () => {
          put(tenantId, kind, { theme: draft.theme, features: draft.features });
          if (kind === 'live') removePreview(tenantId);
        });
        touch(tenantId);
        tx.changed('workplaceConfigs');
        return answer(tenantId, kind === 'preview');
      });
      answerOutcome(res, outcome, (saved) => ok(res, saved));
    });

  router.get('/rest/workplace/admin/config', ...admin, (req, res) => {
    const preview = req.query.preview;
    if (preview !== undefined && preview !== '0' && preview !== '1')
      return badRequest(res, '"preview" must be 0 or 1');
    ok(res, answer(tenantOf(res), preview === '1'));
  });

  router.put('/rest/workplace/config', ...admin, saveDraft('live'));
  router.post('/rest/workplace/preview', ...admin, saveDraft('preview'));

  router.delete(
    '/rest/workplace/preview',
    ...admin,
    handle(async (_req, res) => {
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        let removed = false;
        changeConfigs(tx, tenantId, () => (removed = removePreview(tenantId)));
        if (removed) {
          touch(tenantId);
          tx.changed('workplaceConfigs');
        }
        return answer(tenantId, false);
      });
      answerOutcome(res, outcome, (config) => ok(res, config));
    }),
  );

  router.get('/rest/workplace/lastmodified', ...admin, (_req, res) => {
    ok(res, { lastModified: stampOf(tenantOf(res)).lastModified });
  });

  return router;
}
