import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';
import {
  CONTENT_NAME_MAX,
  CONTENT_TYPES,
  isContentLanguage,
  isContentType,
  type ContentResource,
} from '../../../src/domain/content/contentModel';
import { requireAny, requireContentCreator, sessionOf } from '../../auth';
import { isRefusal, type StagedFile, type Tx } from '../../db/transaction';
import type { ContentItemRecord } from '../../db/types';
import { badRequest, ERROR_CODES, notFound } from '../../envelope';
import { handle } from '../../errors';
import { CONTENT_PERMISSIONS } from './access';
import { answerProblem, currentItem, formOrAnswer } from './answers';
import { fieldOf, partsNamed, type FormPart } from './form';
import type { ContentFiles } from './storage';
import type { AppContext } from '../context';
import { contentUploadCheck, iconFrom, nextStamp, resourceFrom } from './parts';
import { answerOutcome } from '../outcome';
import { findOwned, tenantOf, withoutTenant } from '../scope';

const BASE = '/rest/v2/customcontents';

/**
 * A per-language form names its item and language in `id` and `lang` (000 §7) as well as in its address: why it
 * is refused when either is missing or names another item or language, else null.
 */
export const namesOfForm = (parts: readonly FormPart[], id: string, lang: string): string | null => {
  const sentId = fieldOf(parts, 'id');
  const sentLang = fieldOf(parts, 'lang');
  if (sentId === undefined || sentLang === undefined)
    return 'Send the item\'s id and the language in the form (fields "id" and "lang")';
  if (sentId !== id) return `The form names the item "${sentId.slice(0, 80)}", the address ${id}`;
  if (sentLang !== lang) return `The form names the language "${sentLang.slice(0, 20)}", the address ${lang}`;
  return null;
};
/**
 * The content library of 000 §7 on the platform base URL: list (filtered by ?types=), read, create (multipart
 * with parallel languages[]/labels[]/resources[]), update (with the modifiedDate it started from: a stale one
 * gets 80001), delete, and one language at a time. Reading needs either content permission (a content admin
 * picks items for rules); writing needs content.edit.
 */
export function contentLibraryRoutes({ store, auth }: AppContext, files: ContentFiles): Router {
  const router = Router();
  const read = [auth.requireSession(), requireAny(CONTENT_PERMISSIONS)];
  const write = [auth.requireSession(), requireContentCreator];
  const items = () => store.data.contentItems;
  const view = (item: ContentItemRecord) => withoutTenant(item);
  const find = (res: Response, id: string): ContentItemRecord | null => {
    const item = findOwned(items(), tenantOf(res), id);
    if (!item) notFound(res, `Content ${id} not found`);
    return item ?? null;
  };
  const touch = (tx: Tx, res: Response, item: ContentItemRecord) => {
    item.modifiedDate = nextStamp(item.modifiedDate);
    item.modifiedBy = sessionOf(res).user.name;
    tx.changed('contentItems', item.id);
  };
  const removeFiles = (tenantId: string, resources: readonly (ContentResource | undefined)[]) =>
    Promise.all(
      resources.map((resource) => (resource?.fileName ? files.remove(tenantId, resource.fileName) : false)),
    );
  router.get(BASE, ...read, (req, res) => {
    const wanted = typeof req.query.types === 'string' ? req.query.types.split(',').filter(Boolean) : [];
    const tenantId = tenantOf(res);
    const list = items().filter(
      (item) => item.tenantId === tenantId && (wanted.length === 0 || wanted.includes(item.type)),
    );
    res.status(200).json(list.map(view));
  });

  router.get(`${BASE}/:id`, ...read, (req, res) => {
    const item = find(res, req.params.id);
    if (item) res.status(200).json(view(item));
  });

  router.post(
    BASE,
    ...write,
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
      answerOutcome(res, outcome, () => res.status(200).json(view(item)));
    }),
  );

  router.patch(
    `${BASE}/:id`,
    ...write,
    handle(async (req, res) => {
      const found = find(res, req.params.id);
      if (!found) return;
      const parts = await formOrAnswer(req, res, files, contentUploadCheck({ type: found.type }));
      if (!parts) return;
      const name = fieldOf(parts, 'name');
      const defaultLanguage = fieldOf(parts, 'defaultLanguage');
      const type = fieldOf(parts, 'type');
      if (name !== undefined && (name.trim() === '' || name.length > CONTENT_NAME_MAX))
        return badRequest(res, `A name of 1 to ${CONTENT_NAME_MAX} characters is required`);
      const icon = iconFrom(parts);
      if (!icon.ok) return answerProblem(res, icon.problem);
      const outcome = await store.transaction({}, (tx) => {
        const item = currentItem(tx, tenantOf(res), req.params.id, fieldOf(parts, 'modifiedDate'));
        if (isRefusal(item)) return item;
        if (type !== undefined && type !== item.type)
          return tx.refuse(400, ERROR_CODES.BAD_REQUEST, 'The type of an item cannot change');
        if (
          defaultLanguage !== undefined &&
          !item.resources[defaultLanguage as keyof typeof item.resources]
        ) {
          const message = `The default language (${defaultLanguage}) needs a resource`;
          return tx.refuse(400, ERROR_CODES.BAD_REQUEST, message);
        }
        if (name !== undefined) item.name = name.trim();
        if (defaultLanguage !== undefined && isContentLanguage(defaultLanguage))
          item.defaultLanguage = defaultLanguage;
        if (icon.value !== undefined) item.iconUrl = icon.value;
        touch(tx, res, item);
        return item;
      });
      answerOutcome(res, outcome, (item) => res.status(200).json(view(item)));
    }),
  );

  router.delete(
    `${BASE}/:id`,
    ...write,
    handle(async (req, res) => {
      const outcome = await store.transaction({}, (tx) => {
        const item = currentItem(tx, tenantOf(res), req.params.id, undefined);
        if (isRefusal(item)) return item;
        tx.remove('contentItems', item.id);
        // The files go once the record is gone: no record then names a missing file.
        tx.afterwards(() => removeFiles(item.tenantId, Object.values(item.resources)));
        return item;
      });
      answerOutcome(res, outcome, (item) => res.status(200).json({ id: item.id }));
    }),
  );

  /**
   * POST adds a language, PATCH replaces its label and resource (the resource may stay), DELETE removes it. The
   * forms of POST and PATCH carry `id` and `lang`, which must agree with the address.
   */
  const languageRoute = (method: 'post' | 'patch') =>
    router[method](
      `${BASE}/:id/:lang`,
      ...write,
      handle(async (req, res) => {
        const found = find(res, req.params.id);
        if (!found) return;
        const lang = req.params.lang;
        if (!isContentLanguage(lang)) return badRequest(res, `Unknown language "${lang}"`);
        const parts = await formOrAnswer(req, res, files, contentUploadCheck({ type: found.type, lang }));
        if (!parts) return;
        const named = namesOfForm(parts, found.id, lang);
        if (named) return badRequest(res, named);
        const label = fieldOf(parts, 'label');
        const resource = partsNamed(parts, 'resource')[0];
        const staged: StagedFile[] = [];
        let sent: ContentResource | null = null;
        // A POST without a resource is refused by resourceFrom; a PATCH without one keeps the stored resource.
        if (resource || method === 'post') {
          const input = { lang, label: label ?? '', resource };
          const checked = await resourceFrom(files, found.tenantId, found.id, found.type, input, staged);
          if (!checked.ok) return answerProblem(res, checked.problem);
          sent = checked.value;
        }
        const outcome = await store.transaction({ staged }, (tx) => {
          const item = currentItem(tx, tenantOf(res), found.id, fieldOf(parts, 'modifiedDate'));
          if (isRefusal(item)) return item;
          const existing = item.resources[lang];
          if (method === 'post' && existing) {
            const message = `The item already has a ${lang} resource; change it instead`;
            return tx.refuse(400, ERROR_CODES.BAD_REQUEST, message);
          }
          if (method === 'patch' && !existing)
            return tx.refuse(404, ERROR_CODES.NOT_FOUND, `The item has no ${lang} resource`);
          const next: ContentResource = sent ?? {
            ...(existing as ContentResource),
            label: (label ?? existing?.label ?? '').trim(),
            modificationDate: nextStamp(),
          };
          if (existing?.fileName && existing.fileName !== next.fileName)
            tx.afterwards(() => removeFiles(item.tenantId, [existing]));
          item.resources[lang] = next;
          touch(tx, res, item);
          return item;
        });
        answerOutcome(res, outcome, (item) => res.status(200).json(view(item)));
      }),
    );
  languageRoute('post');
  languageRoute('patch');

  router.delete(
    `${BASE}/:id/:lang`,
    ...write,
    handle(async (req, res) => {
      const lang = req.params.lang;
      const outcome = await store.transaction({}, (tx) => {
        const item = currentItem(tx, tenantOf(res), req.params.id, undefined);
        if (isRefusal(item)) return item;
        const existing = isContentLanguage(lang) ? item.resources[lang] : undefined;
        if (!isContentLanguage(lang) || !existing)
          return tx.refuse(404, ERROR_CODES.NOT_FOUND, `The item has no ${lang} resource`);
        if (lang === item.defaultLanguage) {
          const message = 'The default language keeps its resource; choose another default first';
          return tx.refuse(400, ERROR_CODES.BAD_REQUEST, message);
        }
        delete item.resources[lang];
        tx.afterwards(() => removeFiles(item.tenantId, [existing]));
        touch(tx, res, item);
        return item;
      });
      answerOutcome(res, outcome, (item) => res.status(200).json(view(item)));
    }),
  );

  return router;
}
