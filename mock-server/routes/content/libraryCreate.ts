import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  CONTENT_NAME_MAX,
  CONTENT_TYPES,
  isContentLanguage,
  isContentType,
} from '../../../src/domain/content/contentModel';
import { sessionOf } from '../../auth';
import type { Store } from '../../db/store';
import type { StagedFile } from '../../db/transaction';
import type { ContentItemRecord } from '../../db/types';
import { badRequest } from '../../envelope';
import { handle } from '../../errors';
import { answerOutcome } from '../outcome';
import { tenantOf } from '../scope';
import { answerProblem, formOrAnswer } from './answers';
import { fieldOf, partsNamed } from './form';
import { itemView } from './libraryItem';
import { contentUploadCheck, iconFrom, nextStamp, resourceFrom } from './parts';
import type { ContentFiles } from './storage';

/**
 * POST /rest/v2/customcontents (000 §7): a new item from a multipart form with parallel languages[]/labels[]/
 * resources[]; its files are checked and staged before the item is recorded.
 */
export const createItem = (store: Store, files: ContentFiles): RequestHandler =>
  handle(async (req, res) => {
    const parts = await formOrAnswer(req, res, files, contentUploadCheck({}));
    if (!parts) return;
    const name = (fieldOf(parts, 'name') ?? '').trim();
    const type = fieldOf(parts, 'type');
    const defaultLanguage = fieldOf(parts, 'defaultLanguage') ?? '';
    if (name === '' || name.length > CONTENT_NAME_MAX)
      return badRequest(res, `A name of 1 to ${CONTENT_NAME_MAX} characters is required`);
    if (!isContentType(type)) return badRequest(res, `type must be one of ${CONTENT_TYPES.join(', ')}`);
    if (!isContentLanguage(defaultLanguage))
      return badRequest(res, 'defaultLanguage must be one of the content languages');
    const icon = iconFrom(parts);
    if (!icon.ok) return answerProblem(res, icon.problem);
    const languages = partsNamed(parts, 'languages[]').map((part) =>
      part.kind === 'field' ? part.value : '',
    );
    const labels = partsNamed(parts, 'labels[]').map((part) => (part.kind === 'field' ? part.value : ''));
    const resources = partsNamed(parts, 'resources[]');
    if (new Set(languages).size !== languages.length) return badRequest(res, 'A language is given twice');
    if (!languages.includes(defaultLanguage))
      return badRequest(res, `The default language (${defaultLanguage}) needs a resource`);
    const tenantId = tenantOf(res);
    const id = `content-${randomUUID()}`;
    const stored: ContentItemRecord['resources'] = {};
    const staged: StagedFile[] = [];
    for (const [index, lang] of languages.entries()) {
      const input = { lang, label: labels[index] ?? '', resource: resources[index], newItem: true };
      const checked = await resourceFrom(files, tenantId, id, type, input, staged);
      if (!checked.ok) {
        await Promise.all(staged.map((file) => file.discard()));
        return answerProblem(res, checked.problem);
      }
      stored[lang as keyof typeof stored] = checked.value;
    }
    const item: ContentItemRecord = {
      id,
      tenantId,
      name,
      type,
      defaultLanguage,
      iconUrl: icon.value ?? null,
      resources: stored,
      modifiedDate: nextStamp(),
      modifiedBy: sessionOf(res).user.name,
    };
    const outcome = await store.transaction({ staged }, (tx) => tx.insert('contentItems', item));
    answerOutcome(res, outcome, () => res.status(200).json(itemView(item)));
  });
