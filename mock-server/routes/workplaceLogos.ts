import { Router } from 'express';
import { badRequest, ERROR_CODES, fail, notFound, ok } from '../envelope';
import { handle } from '../errors';
import { sendFile } from '../sendFile';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { adminOnly, tenantOf } from './scope';
import { isLogoSlot, mediaFileName, readLogoUpload } from './workplaceMedia';
import { dropLogos, MEDIA_PATH, mediaFiles, surplusLogos } from './workplaceMediaFiles';

const MEDIA_HEADERS = {
  'Cache-Control': 'private, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * The workplace app's logos (001 §7 POST /rest/workplace/media): an administrator uploads one, which is kept as a
 * file of the tenant under `media/` (the record holds its name), and anyone with its (unguessable) address reads
 * it. A tenant keeps its logos in use and its latest unused uploads; older unused ones go, record and file.
 */
export function workplaceLogoRoutes({ store, auth, publicUrl }: AppContext): Router {
  const router = Router();
  const files = mediaFiles(store.file);

  router.post(
    MEDIA_PATH,
    ...adminOnly(auth),
    handle(async (req, res) => {
      const { theme, config } = req.query;
      if (!isLogoSlot(theme))
        return badRequest(res, '"theme" must be dark, light, brand dark or brand light');
      if (config !== 'DEFAULT' && config !== 'PREVIEW')
        return badRequest(res, '"config" must be DEFAULT or PREVIEW');
      const upload = await readLogoUpload(req);
      if (!upload.ok) {
        return upload.status === 413
          ? fail(res, 413, ERROR_CODES.TOO_LARGE, upload.message)
          : badRequest(res, upload.message);
      }
      const tenantId = tenantOf(res);
      const staged = await files.stage(tenantId, mediaFileName(tenantId, upload.extension), upload.data);
      const outcome = await store.transaction({ staged: [staged] }, (tx) => {
        tx.insert('workplaceMedia', {
          id: staged.name,
          tenantId,
          fileName: staged.name,
          theme,
          config,
          contentType: upload.contentType,
          size: upload.data.length,
          uploadedAt: new Date().toISOString(),
        });
        const dropped = dropLogos(tx, tenantId, surplusLogos(tx.data, tenantId));
        tx.afterwards(() => files.remove(tenantId, dropped));
        return staged.name;
      });
      answerOutcome(res, outcome, (name) =>
        ok(res, { upload: { fileName: name, url: `${publicUrl()}${MEDIA_PATH}/${name}` } }),
      );
    }),
  );

  router.get(
    `${MEDIA_PATH}/:fileName`,
    handle(async (req, res) => {
      const media = store.data.workplaceMedia.find((item) => item.fileName === req.params.fileName);
      const headers = { ...MEDIA_HEADERS, 'Content-Type': media?.contentType ?? '' };
      if (!media || !(await sendFile(res, files.pathOf(media.tenantId, media.fileName), headers)))
        notFound(res, 'No such logo');
    }),
  );

  return router;
}
