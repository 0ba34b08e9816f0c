import { Router } from 'express';
import { isValidContentUrl } from '../../../src/domain/content/contentModel';
import { requireAny } from '../../auth';
import { badRequest, ERROR_CODES, fail, ok } from '../../envelope';
import { readQuery } from '../../validate';
import type { AppContext } from '../context';
import { CONTENT_PERMISSIONS } from './access';
import { nextStamp } from './parts';
import { tenantWrites } from './tenantWrite';

const VIDEO_URL = /\.(mp4|webm|mov|m4v|m3u8)(\?|#|$)|youtube\.com|youtu\.be|vimeo\.com/i;

/**
 * The device-control calls about one library item (000 §7), for either content permission: delete every rule that
 * shows it, mark its rules changed, and check a URL for an item.
 */
export function contentItemCallRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const anyContent = [auth.requireSession(), requireAny(CONTENT_PERMISSIONS)];
  const { tenantWrite, query } = tenantWrites(store);

  /** Every rule that shows one item; a contributor deleting the item may remove them. */
  router.delete(
    '/customcontent/contentrule',
    ...anyContent,
    tenantWrite(
      query('contentid'),
      (tx, tenantId, contentId) => {
        const shown = tx.data.contentRules.filter(
          (rule) => rule.tenantId === tenantId && rule.contentId === contentId,
        );
        for (const rule of shown) tx.remove('contentRules', rule.id);
        return shown.length;
      },
      (res, deleted) => ok(res, { deleted }),
    ),
  );

  router.post(
    '/customcontent/lastmodified',
    ...anyContent,
    tenantWrite(
      query('contentid'),
      (tx, tenantId, contentId) => {
        const item = tx.find('contentItems', contentId, tenantId);
        if (!item) return tx.refuse(404, ERROR_CODES.NOT_FOUND, `Content ${contentId} not found`);
        item.rulesModifiedDate = nextStamp(item.rulesModifiedDate);
        tx.changed('contentItems', item.id);
        return item.rulesModifiedDate;
      },
      (res, lastModified, contentId) => ok(res, { contentId, lastModified }),
    ),
  );

  router.get('/customcontent/validateURL', ...anyContent, (req, res) => {
    const type = req.query.type;
    const url = readQuery(req, res, 'url');
    if (url === null) return;
    if (type !== 'URL' && type !== 'VID') return badRequest(res, 'type must be URL or VID');
    const valid = isValidContentUrl(url) && (type === 'URL' || VIDEO_URL.test(url));
    if (!valid)
      return fail(
        res,
        400,
        ERROR_CODES.INVALID_URL,
        `"${url.slice(0, 80)}" is not a valid ${type === 'VID' ? 'video ' : ''}address`,
      );
    ok(res, true);
  });

  return router;
}
