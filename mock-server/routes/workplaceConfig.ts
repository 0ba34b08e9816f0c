import { Router, type Response } from 'express';
import {
  defaultWorkplaceFeatures,
  defaultWorkplaceTheme,
  type WorkplaceConfig,
} from '../../src/domain/workplace/types';
import type { Refusal, Tx } from '../db/transaction';
import type { WorkplaceConfigRecord, WorkplaceStamp } from '../db/types';
import { badRequest, ERROR_CODES, ok } from '../envelope';
import { handle } from '../errors';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { parseWorkplaceDraft } from './workplaceBody';
import { dropLogos, logosInUse, mediaFiles } from './workplaceMediaFiles';
import { adminOnly, tenantOf } from './scope';

/**
 * The workplace app's configuration (001 §7): live and preview kept apart per tenant, `lastModified` guarding
 * every write (a save or preview built on an older configuration answers 409), and the logos it shows.
 * Administrators only; the uploaded logos are served to anyone who has their (unguessable) address.
 */
export function workplaceConfigRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const logos = mediaFiles(store.file);
  const admin = adminOnly(auth);

  const stampOf = (tenantId: string): WorkplaceStamp => {
    const found = store.data.workplaceStamps.find((stamp) => stamp.tenantId === tenantId);
    if (found) return found;
    const created = { tenantId, lastModified: Date.now() };
    store.data.workplaceStamps.push(created);
    store.changed('workplaceStamps');
    return created;
  };
  /** A new stamp, always later than the one before (two writes in one millisecond stay apart). */
  const touch = (tenantId: string): void => {
    const stamp = stampOf(tenantId);
    stamp.lastModified = Math.max(Date.now(), stamp.lastModified + 1);
    store.changed('workplaceStamps');
  };
  const recordOf = (tenantId: string, kind: WorkplaceConfigRecord['kind']) =>
    store.data.workplaceConfigs.find((record) => record.tenantId === tenantId && record.kind === kind);
  const answer = (tenantId: string, preview: boolean): WorkplaceConfig => {
    const pushed = preview ? recordOf(tenantId, 'preview') : undefined;
    const record = pushed ?? recordOf(tenantId, 'live');
    return {
      theme: record ? { ...record.theme } : defaultWorkplaceTheme(),
      features: record ? structuredClone(record.features) : defaultWorkplaceFeatures(),
      isPreviewEnabled: pushed !== undefined,
      lastModified: stampOf(tenantId).lastModified,
    };
  };
  const put = (
    tenantId: string,
    kind: WorkplaceConfigRecord['kind'],
    value: Omit<WorkplaceConfigRecord, 'tenantId' | 'kind'>,
  ) => {
    const existing = recordOf(tenantId, kind);
    if (existing) Object.assign(existing, value);
    else store.data.workplaceConfigs.push({ tenantId, kind, ...value });
  };
  const removePreview = (tenantId: string): boolean => {
    const before = store.data.workplaceConfigs.length;
    store.data.workplaceConfigs = store.data.workplaceConfigs.filter(
      (record) => !(record.tenantId === tenantId && record.kind === 'preview'),
    );
    return store.data.workplaceConfigs.length !== before;
  };
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
