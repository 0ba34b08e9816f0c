import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { CONTENT_TYPES, isContentType, isValidContentUrl } from '../../../src/domain/content/contentModel';
import {
  isRuleApp,
  isRuleWhen,
  isViewAs,
  joinList,
  RULE_APPS,
  RULE_DESCRIPTION_MAX,
  RULE_NAME_MAX,
  RULE_WHEN,
  sameRuleName,
  VIEW_AS,
} from '../../../src/domain/content/ruleModel';
import { requireAny, requireContentAdmin } from '../../auth';
import type { Refusal, Tx } from '../../db/transaction';
import type { ContentRuleRecord } from '../../db/types';
import { badRequest, ERROR_CODES, fail, ok } from '../../envelope';
import { handle } from '../../errors';
import { isWholeNumber, readQuery, wholeNumberRule } from '../../validate';
import { CONTENT_PERMISSIONS } from './access';
import { nextStamp } from './parts';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import { ownedBy, tenantOf, withoutTenant } from '../scope';

const VIDEO_URL = /\.(mp4|webm|mov|m4v|m3u8)(\?|#|$)|youtube\.com|youtu\.be|vimeo\.com/i;

type Fields = Omit<ContentRuleRecord, 'id' | 'tenantId' | 'modifiedDate'>;

/** The rule fields of a body, or the reason they are refused. */
function ruleFields(body: unknown): { ok: true; value: Fields } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The request body must be a JSON object' };
  }
  const value = body as Record<string, unknown>;
  const text = (name: string, max: number, required: boolean): string | null => {
    const field = value[name] ?? '';
    if (typeof field !== 'string' && !Array.isArray(field)) return null;
    if (Array.isArray(field) && !field.every((member) => typeof member === 'string')) return null;
    const joined = Array.isArray(field) ? joinList(field) : field.trim();
    if ((required && joined === '') || joined.length > max) return null;
    return joined;
  };
  const name = text('name', RULE_NAME_MAX, true);
  if (name === null) return { ok: false, message: `A name of 1 to ${RULE_NAME_MAX} characters is required` };
  if (!isRuleApp(value.app)) return { ok: false, message: `app must be one of ${RULE_APPS.join(', ')}` };
  if (!isViewAs(value.viewAs)) return { ok: false, message: `viewAs must be one of ${VIEW_AS.join(', ')}` };
  if (!isRuleWhen(value.when)) return { ok: false, message: `when must be one of ${RULE_WHEN.join(', ')}` };
  const contentId = text('contentId', 200, true);
  if (contentId === null) return { ok: false, message: 'contentId is required' };
  if (!isContentType(value.contentType)) {
    return { ok: false, message: `contentType must be one of ${CONTENT_TYPES.join(', ')}` };
  }
  const minDuration = value.minDuration ?? 0;
  if (!isWholeNumber(minDuration, 0, 999)) {
    return { ok: false, message: `minDuration must be ${wholeNumberRule(0, 999)}` };
  }
  const description = text('description', RULE_DESCRIPTION_MAX, false);
  if (description === null)
    return { ok: false, message: `The description is over ${RULE_DESCRIPTION_MAX} characters` };
  const locations = text('locations', 20_000, false);
  const users = text('users', 20_000, false);
  if (locations === null || users === null)
    return { ok: false, message: 'locations and users are comma lists or lists of strings' };
  return {
    ok: true,
    value: {
      name,
      app: value.app,
      contentId,
      contentType: value.contentType,
      viewAs: value.viewAs,
      when: value.when,
      locations: joinList(locations),
      users: joinList(users),
      minDuration,
      description,
    },
  };
}

/** The rule a change names and the modifiedDate it started from, or null once a 400 has answered. */
function changedRule(req: Request, res: Response): { id: string; modifiedDate: string } | null {
  const { id, modifiedDate } = (req.body ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') {
    badRequest(res, 'Missing field "id" (string)');
    return null;
  }
  if (typeof modifiedDate !== 'string') {
    badRequest(res, 'Missing field "modifiedDate" (the date the change started from)');
    return null;
  }
  return { id, modifiedDate };
}

/**
 * Content rules and the content calls of the device-control backend (000 §7): list, create, update (with the
 * modifiedDate it started from; 80001 when stale), delete, delete all rules of an item, mark an item changed,
 * check a URL. Names are unique per tenant, ignoring case (80004).
 */
export function contentRuleRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const anyContent = [auth.requireSession(), requireAny(CONTENT_PERMISSIONS)];
  const rulesAdmin = [auth.requireSession(), requireContentAdmin];
  const rules = () => store.data.contentRules;
  const view = (rule: ContentRuleRecord) => withoutTenant(rule);

  /**
   * The refusal of fields the store does not take now, else null: 400 for content that is not in the library
   * or whose type is not the rule's, 409 (80004) for a name another rule of the tenant reads the same as.
   */
  const unacceptable = (tx: Tx, tenantId: string, fields: Fields, selfId: string | null): Refusal | null => {
    const item = tx.find('contentItems', fields.contentId, tenantId);
    if (!item)
      return tx.refuse(400, ERROR_CODES.BAD_REQUEST, `Content ${fields.contentId} is not in the library`);
    if (item.type !== fields.contentType) {
      const message = `contentType ${fields.contentType} is not the type of ${fields.contentId} (${item.type})`;
      return tx.refuse(400, ERROR_CODES.BAD_REQUEST, message);
    }
    const taken = tx.data.contentRules.some(
      (other) => other.id !== selfId && other.tenantId === tenantId && sameRuleName(other.name, fields.name),
    );
    if (!taken) return null;
    const message = `A content rule named "${fields.name}" already exists`;
    return tx.refuse(409, ERROR_CODES.DUPLICATE_CONTENT_RULE, message);
  };
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

  /**
   * One write of the caller's tenant: what the request names (`target`, which answers 400 itself and gives null
   * when the request names nothing usable), then `write` in one transaction; `answer` gives the result, and a
   * refusal of the transaction is answered as an envelope error.
   */
  const tenantWrite = <N, R>(
    target: (req: Request, res: Response) => N | null,
    write: (tx: Tx, tenantId: string, named: N) => R | Refusal,
    answer: (res: Response, result: R, named: N) => void,
  ) =>
    handle(async (req, res) => {
      const named = target(req, res);
      if (named === null) return;
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => write(tx, tenantId, named));
      answerOutcome(res, outcome, (result) => answer(res, result, named));
    });
  /** The query parameter `name`, as the target of a write. */
  const query = (name: string) => (req: Request, res: Response) => readQuery(req, res, name);

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

  /** Every rule that shows one item; a contributor deleting the item may remove them. */
  router.delete(
    '/customcontent/contentrule',
    ...anyContent,
    tenantWrite(
      query('contentid'),
      (tx, tenantId, contentId) => {
        const shown = tx.data.contentRules.filter(
          (rule) => rule.tenantId === tenantId && rule.contentId === contentId,
        );
        for (const rule of shown) tx.remove('contentRules', rule.id);
        return shown.length;
      },
      (res, deleted) => ok(res, { deleted }),
    ),
  );

  router.post(
    '/customcontent/lastmodified',
    ...anyContent,
    tenantWrite(
      query('contentid'),
      (tx, tenantId, contentId) => {
        const item = tx.find('contentItems', contentId, tenantId);
        if (!item) return tx.refuse(404, ERROR_CODES.NOT_FOUND, `Content ${contentId} not found`);
        item.rulesModifiedDate = nextStamp(item.rulesModifiedDate);
        tx.changed('contentItems', item.id);
        return item.rulesModifiedDate;
      },
      (res, lastModified, contentId) => ok(res, { contentId, lastModified }),
    ),
  );

  router.get('/customcontent/validateURL', ...anyContent, (req, res) => {
    const type = req.query.type;
    const url = readQuery(req, res, 'url');
    if (url === null) return;
    if (type !== 'URL' && type !== 'VID') return badRequest(res, 'type must be URL or VID');
    const valid = isValidContentUrl(url) && (type === 'URL' || VIDEO_URL.test(url));
    if (!valid)
      return fail(
        res,
        400,
        ERROR_CODES.INVALID_URL,
        `"${url.slice(0, 80)}" is not a valid ${type === 'VID' ? 'video ' : ''}address`,
      );
    ok(res, true);
  });

  return router;
}
