import type { RequestHandler, Router } from 'express';
import { sessionOf } from '../../auth';
import type { Store } from '../../db/store';
import { ERROR_CODES, ok } from '../../envelope';
import { handle } from '../../errors';
import { fileOwner, ownedName } from './owned';
import type { ContentFiles } from './storage';
import { nextStamp } from './parts';
import { answerOutcome } from '../outcome';
import { tenantOf } from '../scope';

/**
 * DELETE /customcontent/file?fileName= (000 §7), with what the library's writes take (content.edit): only the
 * stored file of one of the tenant's items (unsafe name 10400, other 10404). The item's language loses its file
 * in one step (its label stays, the item's modifiedDate moves on), and the file goes only afterwards, so no item
 * ever names a missing file. The default language keeps its file (409 80001): the item always has one to show.
 */
export function contentFileRemovalRoute(
  router: Router,
  store: Store,
  files: ContentFiles,
  guard: RequestHandler[],
): void {
  router.delete(
    '/customcontent/file',
    ...guard,
    handle(async (req, res) => {
      const name = ownedName(req, res, store);
      if (name === null) return;
      const tenantId = tenantOf(res);
      const found = fileOwner(store.data.contentItems, tenantId, name);
      const outcome = await store.transaction({}, (tx) => {
        // Checked again inside the step: of two removals at the same moment, the second finds no item naming it.
        const item = found ? tx.find('contentItems', found.item.id, tenantId) : undefined;
        const resource = found && item?.resources[found.lang];
        if (!found || !item || !resource || resource.fileName !== name)
          return tx.refuse(404, ERROR_CODES.NOT_FOUND, `No content item has a file named ${name}`);
        if (found.lang === item.defaultLanguage) {
          const message = `The default language of "${item.name}" keeps its file: replace it, or choose another default first`;
          return tx.refuse(409, ERROR_CODES.CONTENT_CONFLICT, message);
        }
        item.resources[found.lang] = { ...resource, resourceUrl: null, fileName: null, originalName: null };
        item.modifiedDate = nextStamp(item.modifiedDate);
        item.modifiedBy = sessionOf(res).user.name;
        tx.changed('contentItems', item.id);
        // The file goes once no record names it.
        tx.afterwards(() => files.remove(tenantId, name));
        return name;
      });
      answerOutcome(res, outcome, (fileName) => ok(res, { fileName }));
    }),
  );
}
