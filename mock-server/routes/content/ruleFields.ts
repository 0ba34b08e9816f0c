import type { Request, Response } from 'express';
import { CONTENT_TYPES, isContentType } from '../../../src/domain/content/contentModel';
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
import type { Refusal, Tx } from '../../db/transaction';
import type { ContentRuleRecord } from '../../db/types';
import { badRequest, ERROR_CODES } from '../../envelope';
import { isWholeNumber, wholeNumberRule } from '../../validate';

/** What a content rule write sends, checked: its fields, the rule it changes, and what the store refuses. */

export type Fields = Omit<ContentRuleRecord, 'id' | 'tenantId' | 'modifiedDate'>;

/** The rule fields of a body, or the reason they are refused. */
export function ruleFields(body: unknown): { ok: true; value: Fields } | { ok: false; message: string } {
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
export function changedRule(req: Request, res: Response): { id: string; modifiedDate: string } | null {
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
 * The refusal of fields the store does not take now, else null: 400 for content that is not in the library
 * or whose type is not the rule's, 409 (80004) for a name another rule of the tenant reads the same as.
 */
export function unacceptable(
  tx: Tx,
  tenantId: string,
  fields: Fields,
  selfId: string | null,
): Refusal | null {
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
}
