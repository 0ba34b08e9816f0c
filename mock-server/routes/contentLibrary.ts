import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';
import {
  CONTENT_NAME_MAX,
  CONTENT_TYPES,
  isContentLanguage,
  isContentType,
  type ContentResource,
} from '../../src/domain/content/contentModel';
import { requireAny, requireContentCreator, sessionOf } from '../auth';
import type { ContentItemRecord } from '../db/types';
import { badRequest, notFound } from '../envelope';
import { handle } from '../errors';
import { CONTENT_PERMISSIONS } from './contentAccess';
import { answerProblem, formOrAnswer, isFresh } from './contentAnswers';
import { fieldOf, partsNamed } from './contentForm';
import type { ContentFiles } from './contentFiles';
import type { AppContext } from './context';
import { iconFrom, nextStamp, resourceFrom } from './contentParts';
import { findOwned, tenantOf, withoutTenant } from './scope';

const BASE = '/rest/v2/customcontents';
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
  const touch = (res: Response, item: ContentItemRecord) => {
    item.modifiedDate = nextStamp(item.modifiedDate);
    item.modifiedBy = sessionOf(res).user.name;
    store.changed('contentItems');
  };
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
      const parts = await formOrAnswer(req, res);
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
      for (const [index, lang] of languages.entries()) {
        const input = { lang, label: labels[index] ?? '', resource: resources[index] };
        const checked = await resourceFrom(files, tenantId, id, type, input);
        if (!checked.ok) return answerProblem(res, checked.problem);
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
      items().push(item);
      store.changed('contentItems');
      res.status(200).json(view(item));
    }),
  );

  router.patch(
    `${BASE}/:id`,
    ...write,
    handle(async (req, res) => {
      const item = find(res, req.params.id);
      if (!item) return;
      const parts = await formOrAnswer(req, res);
      if (!parts) return;
      if (!isFresh(res, item, fieldOf(parts, 'modifiedDate'))) return;
      const name = fieldOf(parts, 'name');
      const defaultLanguage = fieldOf(parts, 'defaultLanguage');
      const type = fieldOf(parts, 'type');
      if (type !== undefined && type !== item.type)
        return badRequest(res, 'The type of an item cannot change');
      if (name !== undefined && (name.trim() === '' || name.length > CONTENT_NAME_MAX))
        return badRequest(res, `A name of 1 to ${CONTENT_NAME_MAX} characters is required`);
      if (defaultLanguage !== undefined && !item.resources[defaultLanguage as keyof typeof item.resources]) {
        return badRequest(res, `The default language (${defaultLanguage}) needs a resource`);
      }
      const icon = iconFrom(parts);
      if (!icon.ok) return answerProblem(res, icon.problem);
      if (name !== undefined) item.name = name.trim();
      if (defaultLanguage !== undefined && isContentLanguage(defaultLanguage))
        item.defaultLanguage = defaultLanguage;
      if (icon.value !== undefined) item.iconUrl = icon.value;
      touch(res, item);
      res.status(200).json(view(item));
    }),
  );

  router.delete(
    `${BASE}/:id`,
    ...write,
    handle(async (req, res) => {
      const item = find(res, req.params.id);
      if (!item) return;
      // The record goes first, found by id in the same synchronous step: a second delete of the same moment
      // then finds nothing (404) instead of removing whatever record sits at the position it remembered.
      const index = items().findIndex((candidate) => candidate.id === item.id);
      if (index < 0) return notFound(res, `Content ${item.id} not found`);
      items().splice(index, 1);
      store.changed('contentItems', item.id);
      await Promise.all(
        Object.values(item.resources).map((resource) =>
          resource?.fileName ? files.remove(item.tenantId, resource.fileName) : false,
        ),
      );
      res.status(200).json({ id: item.id });
    }),
  );

  /** POST adds a language, PATCH replaces its label and resource (the resource may stay), DELETE removes it. */
  const languageRoute = (method: 'post' | 'patch') =>
    router[method](
      `${BASE}/:id/:lang`,
      ...write,
      handle(async (req, res) => {
        const item = find(res, req.params.id);
        if (!item) return;
        const lang = req.params.lang;
        if (!isContentLanguage(lang)) return badRequest(res, `Unknown language "${lang}"`);
        const parts = await formOrAnswer(req, res);
        if (!parts) return;
        if (!isFresh(res, item, fieldOf(parts, 'modifiedDate'))) return;
        const existing = item.resources[lang];
        if (method === 'post' && existing)
          return badRequest(res, `The item already has a ${lang} resource; change it instead`);
        if (method === 'patch' && !existing) return notFound(res, `The item has no ${lang} resource`);
        const label = fieldOf(parts, 'label') ?? existing?.label ?? '';
        const resource = partsNamed(parts, 'resource')[0];
        let next: ContentResource;
        if (!resource && existing) next = { ...existing, label: label.trim(), modificationDate: nextStamp() };
        else {
          const checked = await resourceFrom(files, item.tenantId, item.id, item.type, {
            lang,
            label,
            resource,
          });
          if (!checked.ok) return answerProblem(res, checked.problem);
          next = checked.value;
          if (existing?.fileName && existing.fileName !== next.fileName)
            await files.remove(item.tenantId, existing.fileName);
        }
        item.resources[lang] = next;
        touch(res, item);
        res.status(200).json(view(item));
      }),
    );
  languageRoute('post');
  languageRoute('patch');

  router.delete(
    `${BASE}/:id/:lang`,
    ...write,
    handle(async (req, res) => {
      const item = find(res, req.params.id);
      if (!item) return;
      const lang = req.params.lang;
      if (!isContentLanguage(lang) || !item.resources[lang])
        return notFound(res, `The item has no ${lang} resource`);
      if (lang === item.defaultLanguage)
        return badRequest(res, 'The default language keeps its resource; choose another default first');
      const fileName = item.resources[lang]?.fileName;
      if (fileName) await files.remove(item.tenantId, fileName);
      delete item.resources[lang];
      touch(res, item);
      res.status(200).json(view(item));
    }),
  );

  return router;
}
