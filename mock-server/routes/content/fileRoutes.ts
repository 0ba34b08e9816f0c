import type { RequestHandler, Router } from 'express';
import { attachmentDisposition } from '../../../src/domain/content/uploadName';
import type { Store } from '../../db/store';
import { notFound, ok } from '../../envelope';
import { handle } from '../../errors';
import { sendFile } from '../../sendFile';
import { readQuery } from '../../validate';
import { tenantOf } from '../scope';
import { fileOwner, originalNameOf, ownedFile, safeName } from './owned';
import { isSafeFileName, mimeTypeOf, type ContentFiles } from './storage';

/**
 * A stored file is sent as an attachment that the browser may neither sniff nor run: an uploaded SVG or HTML
 * opened at the mock's address gets no script, no plugin and no origin of its own.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Cache-Control': 'private, no-store',
};

/**
 * GET /customcontent/file?fileName= and GET /customcontent/files?fileNames= (000 §7): only the stored file of one
 * of the tenant's items is served (a left-over or unknown name is 10404); either content permission reads.
 */
export function contentFileRoutes(
  router: Router,
  store: Store,
  files: ContentFiles,
  guard: RequestHandler[],
): void {
  router.get(
    '/customcontent/file',
    ...guard,
    handle(async (req, res) => {
      const owned = ownedFile(req, res, store);
      if (owned === null) return;
      const { name, originalName } = owned;
      // Saved under the name it was uploaded with, typed by the stored name (whose extension was checked).
      const sent = await sendFile(res, files.pathOf(tenantOf(res), name), {
        ...FILE_HEADERS,
        'Content-Type': mimeTypeOf(name),
        'Content-Disposition': attachmentDisposition(originalName),
      });
      if (!sent) notFound(res, `File ${name} not found`);
    }),
  );

  router.get(
    '/customcontent/files',
    ...guard,
    handle(async (req, res) => {
      const list = readQuery(req, res, 'fileNames');
      if (list === null) return;
      const names = list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unsafe = names.find((name) => !isSafeFileName(name));
      if (unsafe !== undefined) return void safeName(res, unsafe);
      const tenantId = tenantOf(res);
      const owners = names.map((name) => fileOwner(store.data.contentItems, tenantId, name));
      const sizes = await Promise.all(
        names.map((name, index) => (owners[index] ? files.size(tenantId, name) : null)),
      );
      ok(
        res,
        names.map((fileName, index) => {
          const owner = owners[index];
          return {
            fileName,
            found: sizes[index] !== null,
            size: sizes[index],
            contentType: mimeTypeOf(fileName),
            originalName: owner ? originalNameOf(owner, fileName) : null,
          };
        }),
      );
    }),
  );
}
