import { Router } from 'express';
import { isContentLanguage, type ContentResource } from '../../../src/domain/content/contentModel';
import { requireContentCreator } from '../../auth';
import { isRefusal, type StagedFile } from '../../db/transaction';
import { badRequest, ERROR_CODES } from '../../envelope';
import { handle } from '../../errors';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import { tenantOf } from '../scope';
import { answerProblem, currentItem, formOrAnswer } from './answers';
import { fieldOf, partsNamed, type FormPart } from './form';
import { findItem, itemView, LIBRARY_BASE, removeItemFiles, touchItem } from './libraryItem';
import { contentUploadCheck, labelProblem, nextStamp, resourceFrom } from './parts';
import type { ContentFiles } from './storage';

/**
 * A per-language form names its item and language in `id` and `lang` (000 §7) as well as in its address: why it
 * is refused when either is missing or names another item or language, else null.
 */
const namesOfForm = (parts: readonly FormPart[], id: string, lang: string): string | null => {
  const sentId = fieldOf(parts, 'id');
  const sentLang = fieldOf(parts, 'lang');
  if (sentId === undefined || sentLang === undefined)
    return 'Send the item\'s id and the language in the form (fields "id" and "lang")';
  if (sentId !== id) return `The form names the item "${sentId.slice(0, 80)}", the address ${id}`;
  if (sentLang !== lang) return `The form names the language "${sentLang.slice(0, 20)}", the address ${lang}`;
  return null;
};
/** One language of a library item at a time (000 §7), with content.edit. */
export function contentLanguageRoutes({ store, auth }: AppContext, files: ContentFiles): Router {
  const router = Router();
  const write = [auth.requireSession(), requireContentCreator];
  /**
   * POST adds a language, PATCH replaces its label and resource (the resource may stay), DELETE removes it. The
   * forms of POST and PATCH carry `id` and `lang`, which must agree with the address.
   */
  const languageRoute = (method: 'post' | 'patch') =>
    router[method](
      `${LIBRARY_BASE}/:id/:lang`,
      ...write,
      handle(async (req, res) => {
        const found = findItem(store, res, req.params.id);
        if (!found) return;
        const lang = req.params.lang;
        if (!isContentLanguage(lang)) return badRequest(res, `Unknown language "${lang}"`);
        const parts = await formOrAnswer(req, res, files, contentUploadCheck({ type: found.type, lang }));
        if (!parts) return;
        const named = namesOfForm(parts, found.id, lang);
        if (named) return badRequest(res, named);
        const label = fieldOf(parts, 'label');
        const tooLong = labelProblem(label);
        if (tooLong) return badRequest(res, tooLong);
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
            tx.afterwards(() => removeItemFiles(files, item.tenantId, [existing]));
          item.resources[lang] = next;
          touchItem(tx, res, item);
          return item;
        });
        answerOutcome(res, outcome, (item) => res.status(200).json(itemView(item)));
      }),
    );
  languageRoute('post');
  languageRoute('patch');

  router.delete(
    `${LIBRARY_BASE}/:id/:lang`,
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
        tx.afterwards(() => removeItemFiles(files, item.tenantId, [existing]));
        touchItem(tx, res, item);
        return item;
      });
      answerOutcome(res, outcome, (item) => res.status(200).json(itemView(item)));
    }),
  );

  return router;
}
