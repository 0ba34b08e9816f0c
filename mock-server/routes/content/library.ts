import { Router } from 'express';
import { CONTENT_NAME_MAX, isContentLanguage } from '../../../src/domain/content/contentModel';
import { requireAny, requireContentCreator } from '../../auth';
import { isRefusal } from '../../db/transaction';
import { ERROR_CODES, badRequest } from '../../envelope';
import { handle } from '../../errors';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import { tenantOf } from '../scope';
import { CONTENT_PERMISSIONS } from './access';
import { answerProblem, currentItem, formOrAnswer } from './answers';
import { fieldOf } from './form';
import { createItem } from './libraryCreate';
import { findItem, itemView, LIBRARY_BASE, removeItemFiles, touchItem } from './libraryItem';
import { contentUploadCheck, iconFrom } from './parts';
import type { ContentFiles } from './storage';

/**
 * The content library of 000 §7 on the platform base URL: list (filtered by ?types=), read, create (multipart
 * with parallel languages[]/labels[]/resources[]), update (with the modifiedDate it started from: a stale one
 * gets 80001) and delete; one language at a time is languages.ts. Reading needs either content permission (a
 * content admin picks items for rules); writing needs content.edit.
 */
export function contentLibraryRoutes({ store, auth }: AppContext, files: ContentFiles): Router {
  const router = Router();
  const read = [auth.requireSession(), requireAny(CONTENT_PERMISSIONS)];
  const write = [auth.requireSession(), requireContentCreator];
  router.get(LIBRARY_BASE, ...read, (req, res) => {
    const wanted = typeof req.query.types === 'string' ? req.query.types.split(',').filter(Boolean) : [];
    const tenantId = tenantOf(res);
    const list = store.data.contentItems.filter(
      (item) => item.tenantId === tenantId && (wanted.length === 0 || wanted.includes(item.type)),
    );
    res.status(200).json(list.map(itemView));
  });

  router.get(`${LIBRARY_BASE}/:id`, ...read, (req, res) => {
    const item = findItem(store, res, req.params.id);
    if (item) res.status(200).json(itemView(item));
  });

  router.post(LIBRARY_BASE, ...write, createItem(store, files));

  router.patch(
    `${LIBRARY_BASE}/:id`,
    ...write,
    handle(async (req, res) => {
      const found = findItem(store, res, req.params.id);
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
        touchItem(tx, res, item);
        return item;
      });
      answerOutcome(res, outcome, (item) => res.status(200).json(itemView(item)));
    }),
  );

  router.delete(
    `${LIBRARY_BASE}/:id`,
    ...write,
    handle(async (req, res) => {
      const outcome = await store.transaction({}, (tx) => {
        const item = currentItem(tx, tenantOf(res), req.params.id, undefined);
        if (isRefusal(item)) return item;
        tx.remove('contentItems', item.id);
        // The files go once the record is gone: no record then names a missing file.
        tx.afterwards(() => removeItemFiles(files, item.tenantId, Object.values(item.resources)));
        return item;
      });
      answerOutcome(res, outcome, (item) => res.status(200).json({ id: item.id }));
    }),
  );

  return router;
}
