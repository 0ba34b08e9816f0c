import { Router } from 'express';
import {
  CONTENT_NAME_MAX,
  isContentLanguage,
  type ContentResource,
} from '../../src/domain/content/contentModel';
import { requireContentCreator, sessionOf } from '../auth';
import type { ContentItemRecord } from '../db/types';
import { badRequest, notFound, ok } from '../envelope';
import { handle } from '../errors';
import { readQuery } from '../validate';
import type { AppContext } from './context';
import { answerProblem, formOrAnswer, isFresh } from './contentAnswers';
import { fieldOf, partsNamed } from './contentForm';
import type { ContentFiles } from './contentFiles';
import { iconFrom, nextStamp, resourceFrom } from './contentParts';
import { findOwned, tenantOf, withoutTenant } from './scope';

/**
 * PUT /customcontent?modifiedDate=&contentId= (000 §7, legacy, multipart): the whole item in one call, as the
 * library's create takes it: name, defaultLanguage, icon, and parallel languages[], labels[], resources[]. A
 * language left out is removed; an empty resources[] entry keeps that language's stored resource. The
 * modifiedDate must be the stored one (80001 otherwise); nothing changes (no record, no file) unless every part is accepted.
 */
export function contentLegacyRoutes({ store, auth }: AppContext, files: ContentFiles): Router {
  const router = Router();
  const guard = [auth.requireSession(), requireContentCreator];
  router.put(
    '/customcontent',
    ...guard,
    handle(async (req, res) => {
      const contentId = readQuery(req, res, 'contentId');
      if (contentId === null) return;
      const modifiedDate = readQuery(req, res, 'modifiedDate');
      if (modifiedDate === null) return;
      const item = findOwned(store.data.contentItems, tenantOf(res), contentId);
      if (!item) return notFound(res, `Content ${contentId} not found`);
      const parts = await formOrAnswer(req, res);
      if (!parts || !isFresh(res, item, modifiedDate)) return;

      const name = (fieldOf(parts, 'name') ?? item.name).trim();
      const defaultLanguage = fieldOf(parts, 'defaultLanguage') ?? item.defaultLanguage;
      const type = fieldOf(parts, 'type');
      if (type !== undefined && type !== item.type)
        return badRequest(res, 'The type of an item cannot change');
      if (name === '' || name.length > CONTENT_NAME_MAX)
        return badRequest(res, `A name of 1 to ${CONTENT_NAME_MAX} characters is required`);
      const languages = partsNamed(parts, 'languages[]').map((part) =>
        part.kind === 'field' ? part.value : '',
      );
      const labels = partsNamed(parts, 'labels[]').map((part) => (part.kind === 'field' ? part.value : ''));
      const resources = partsNamed(parts, 'resources[]');
      if (new Set(languages).size !== languages.length) return badRequest(res, 'A language is given twice');
      if (!isContentLanguage(defaultLanguage) || !languages.includes(defaultLanguage))
        return badRequest(res, `The default language (${defaultLanguage}) needs a resource`);
      const icon = iconFrom(parts);
      if (!icon.ok) return answerProblem(res, icon.problem);

      // Files are written only once every part is accepted, so a refused call replaces no stored file.
      const staged = new Map<string, Buffer>();
      const staging: ContentFiles = {
        ...files,
        write: async (_tenant, fileName, content) => void staged.set(fileName, content),
      };
      const next: ContentItemRecord['resources'] = {};
      for (const [index, lang] of languages.entries()) {
        if (!isContentLanguage(lang)) return badRequest(res, `Unknown language "${lang}"`);
        const label = (labels[index] ?? '').trim();
        const resource = resources[index];
        const stored = item.resources[lang];
        if (stored && (!resource || (resource.kind === 'field' && resource.value === ''))) {
          next[lang] = { ...stored, label, modificationDate: nextStamp() } satisfies ContentResource;
          continue;
        }
        const checked = await resourceFrom(staging, item.tenantId, item.id, item.type, {
          lang,
          label,
          resource,
        });
        if (!checked.ok) return answerProblem(res, checked.problem);
        next[lang] = checked.value;
      }
      for (const [fileName, content] of staged) await files.write(item.tenantId, fileName, content);
      const kept = new Set(Object.values(next).map((resource) => resource?.fileName));
      await Promise.all(
        Object.values(item.resources).map((resource) =>
          resource?.fileName && !kept.has(resource.fileName)
            ? files.remove(item.tenantId, resource.fileName)
            : false,
        ),
      );
      item.name = name;
      item.defaultLanguage = defaultLanguage;
      if (icon.value !== undefined) item.iconUrl = icon.value;
      item.resources = next;
      item.modifiedDate = nextStamp(item.modifiedDate);
      item.modifiedBy = sessionOf(res).user.name;
      store.changed('contentItems');
      ok(res, withoutTenant(item));
    }),
  );
  return router;
}
