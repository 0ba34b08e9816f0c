import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { requireAny, requireContentAdmin } from '../../auth';
import type { Refusal, Tx } from '../../db/transaction';
import type { ContentRuleRecord } from '../../db/types';
import { badRequest, ERROR_CODES, ok } from '../../envelope';
import type { AppContext } from '../context';
import { ownedBy, tenantOf, withoutTenant } from '../scope';
import { CONTENT_PERMISSIONS } from './access';
import { nextStamp } from './parts';
import { changedRule, ruleFields, unacceptable, type Fields } from './ruleFields';
import { tenantWrites } from './tenantWrite';

/**
 * Content rules of the device-control backend (000 §7): list, create, update (with the modifiedDate it started
 * from; 80001 when stale) and delete; the calls about one item are itemCalls.ts. Names are unique per tenant,
 * ignoring case (80004).
 */
export function contentRuleRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const anyContent = [auth.requireSession(), requireAny(CONTENT_PERMISSIONS)];
  const rulesAdmin = [auth.requireSession(), requireContentAdmin];
  const rules = () => store.data.contentRules;
  const view = (rule: ContentRuleRecord) => withoutTenant(rule);

  const fieldsOf = (req: Request, res: Response): Fields | null => {
    const parsed = ruleFields(req.body);
    if (!parsed.ok) badRequest(res, parsed.message);
    return parsed.ok ? parsed.value : null;
  };

  router.get('/customcontent/rules', ...anyContent, (req, res) => {
    const contentId = typeof req.query.contentid === 'string' ? req.query.contentid : null;
    const list = ownedBy(rules(), tenantOf(res)).filter((rule) => !contentId || rule.contentId === contentId);
    ok(res, list.map(view));
  });

  const { tenantWrite, query } = tenantWrites(store);
  /** Create and change of a rule: what the body names, then its fields; the answer is the rule as written. */
  const ruleWrite = <T>(
    target: (req: Request, res: Response) => T | null,
    write: (tx: Tx, tenantId: string, fields: Fields, target: T) => ContentRuleRecord | Refusal,
  ) =>
    tenantWrite(
      (req, res) => {
        const named = target(req, res);
        const fields = named === null ? null : fieldsOf(req, res);
        return named === null || fields === null ? null : { named, fields };
      },
      (tx, tenantId, { named, fields }) => write(tx, tenantId, fields, named),
      (res, rule) => ok(res, view(rule)),
    );

  router.post(
    '/customcontent/rule',
    ...rulesAdmin,
    ruleWrite(
      () => ({}),
      (tx, tenantId, fields) => {
        const refusal = unacceptable(tx, tenantId, fields, null);
        if (refusal) return refusal;
        const id = `rule-${randomUUID()}`;
        const rule: ContentRuleRecord = { ...fields, id, tenantId, modifiedDate: nextStamp() };
        tx.insert('contentRules', rule);
        return rule;
      },
    ),
  );

  router.put(
    '/customcontent/rule',
    ...rulesAdmin,
    ruleWrite(changedRule, (tx, tenantId, fields, { id, modifiedDate }) => {
      const rule = tx.find('contentRules', id, tenantId);
      if (!rule) return tx.refuse(404, ERROR_CODES.NOT_FOUND, `Content rule ${id} not found`);
      if (modifiedDate !== rule.modifiedDate) {
        const message = `The rule "${rule.name}" was changed at ${rule.modifiedDate}; reload it`;
        return tx.refuse(409, ERROR_CODES.CONTENT_CONFLICT, message);
      }
      const refusal = unacceptable(tx, tenantId, fields, rule.id);
      if (refusal) return refusal;
      Object.assign(rule, fields, { modifiedDate: nextStamp(rule.modifiedDate) });
      tx.changed('contentRules', rule.id);
      return rule;
    }),
  );

  router.delete(
    '/customcontent/rule',
    ...rulesAdmin,
    tenantWrite(
      query('ruleid'),
      (tx, tenantId, id) =>
        tx.find('contentRules', id, tenantId)
          ? tx.remove('contentRules', id)
          : tx.refuse(404, ERROR_CODES.NOT_FOUND, `Content rule ${id} not found`),
      (res, _removed, id) => ok(res, { id }),
    ),
  );

  return router;
}
