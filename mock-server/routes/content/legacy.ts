import { Router, type Response } from 'express';
import {
  CONTENT_NAME_MAX,
  isContentLanguage,
  type ContentResource,
} from '../../../src/domain/content/contentModel';
import { requireContentCreator, sessionOf } from '../../auth';
import { isRefusal, type StagedFile } from '../../db/transaction';
import type { ContentItemRecord } from '../../db/types';
import { badRequest, ERROR_CODES, notFound, ok } from '../../envelope';
import { handle } from '../../errors';
import { readQuery } from '../../validate';
import type { AppContext } from '../context';
import { answerProblem, currentItem, formOrAnswer } from './answers';
import { fieldOf, partsNamed } from './form';
import type { ContentFiles } from './storage';
import { contentUploadCheck, iconFrom, labelProblem, nextStamp, resourceFrom, type Problem } from './parts';
import { answerOutcome } from '../outcome';
import { findOwned, tenantOf, withoutTenant } from '../scope';

type Lang = keyof ContentItemRecord['resources'];

/** Removes what was staged and answers why the call was refused. */
async function refuse(res: Response, staged: readonly StagedFile[], problem: Problem): Promise<void> {
  await Promise.all(staged.map((file) => file.discard()));
  answerProblem(res, problem);
}

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
      const found = findOwned(store.data.contentItems, tenantOf(res), contentId);
      if (!found) return notFound(res, `Content ${contentId} not found`);
      const parts = await formOrAnswer(req, res, files, contentUploadCheck({ type: found.type }));
      if (!parts) return;

      const name = fieldOf(parts, 'name')?.trim();
      const defaultLanguage = fieldOf(parts, 'defaultLanguage') ?? found.defaultLanguage;
      const type = fieldOf(parts, 'type');
      if (type !== undefined && type !== found.type)
        return badRequest(res, 'The type of an item cannot change');
      if (name !== undefined && (name === '' || name.length > CONTENT_NAME_MAX))
        return badRequest(res, `A name of 1 to ${CONTENT_NAME_MAX} characters is required`);
      const languages = partsNamed(parts, 'languages[]').map((part) =>
        part.kind === 'field' ? part.value : '',
      );
      const labels = partsNamed(parts, 'labels[]').map((part) => (part.kind === 'field' ? part.value : ''));
      const resources = partsNamed(parts, 'resources[]');
      const tooLong = labels.map(labelProblem).find(Boolean);
      if (tooLong) return badRequest(res, tooLong);
      if (new Set(languages).size !== languages.length) return badRequest(res, 'A language is given twice');
      if (!isContentLanguage(defaultLanguage) || !languages.includes(defaultLanguage))
        return badRequest(res, `The default language (${defaultLanguage}) needs a resource`);
      const icon = iconFrom(parts);
      if (!icon.ok) return answerProblem(res, icon.problem);

      // Sent resources are checked and their files staged; a language that keeps its stored resource is read
      // in the transaction, so a write of the same moment cannot slip in between.
      const staged: StagedFile[] = [];
      const sent = new Map<Lang, ContentResource | null>();
      for (const [index, lang] of languages.entries()) {
        if (!isContentLanguage(lang))
          return refuse(res, staged, { status: 400, message: `Unknown language "${lang}"` });
        const label = (labels[index] ?? '').trim();
        const resource = resources[index];
        if (!resource || (resource.kind === 'field' && resource.value === '')) {
          sent.set(lang, null);
          continue;
        }
        const input = { lang, label, resource };
        const checked = await resourceFrom(files, found.tenantId, found.id, found.type, input, staged);
        if (!checked.ok) return refuse(res, staged, checked.problem);
        sent.set(lang, checked.value);
      }
      const outcome = await store.transaction({ staged }, (tx) => {
        const item = currentItem(tx, tenantOf(res), contentId, modifiedDate);
        if (isRefusal(item)) return item;
        const next: ContentItemRecord['resources'] = {};
        for (const [index, lang] of languages.entries()) {
          const resource = sent.get(lang as Lang);
          const stored = item.resources[lang as Lang];
          if (resource) next[lang as Lang] = resource;
          else if (stored) {
            const label = (labels[index] ?? '').trim();
            next[lang as Lang] = { ...stored, label, modificationDate: nextStamp() };
          } else return tx.refuse(400, ERROR_CODES.BAD_REQUEST, `The ${lang} resource is missing`);
        }
        const kept = new Set(Object.values(next).map((resource) => resource?.fileName));
        const obsolete = Object.values(item.resources).filter(
          (resource) => resource?.fileName && !kept.has(resource.fileName),
        );
        tx.afterwards(() =>
          Promise.all(obsolete.map((resource) => files.remove(item.tenantId, resource?.fileName as string))),
        );
        if (name !== undefined) item.name = name;
        item.defaultLanguage = defaultLanguage;
        if (icon.value !== undefined) item.iconUrl = icon.value;
        item.resources = next;
        item.modifiedDate = nextStamp(item.modifiedDate);
        item.modifiedBy = sessionOf(res).user.name;
        tx.changed('contentItems', item.id);
        return item;
      });
      answerOutcome(res, outcome, (item) => ok(res, withoutTenant(item)));
    }),
  );
  return router;
}
