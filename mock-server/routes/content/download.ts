import { Router, type RequestHandler } from 'express';
import { isValidContentUrl } from '../../../src/domain/content/contentModel';
import { ERROR_CODES, fail } from '../../envelope';
import { handle } from '../../errors';
import { fetchGuarded, type FetchPolicy } from '../../net/guardedFetch';
import { sendScratch } from '../../sendFile';
import { readBody } from '../../validate';

/** The one answer to every address the proxy refuses or cannot fetch: it never tells which. */
export const DOWNLOAD_FAILED = 'The address could not be downloaded';

/** The last segment of the URL's path, kept to safe characters, for Content-Disposition. */
const fileNameOf = (url: URL): string => {
  const last = url.pathname.split('/').pop() ?? '';
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  return (name.replace(/[^A-Za-z0-9._-]/g, '_') || 'download').slice(0, 120);
};

/**
 * POST /customcontent/download {downloadurl} (000 §7): the backend fetches a content URL for the console, which
 * cannot read most other sites itself (CORS), and answers the file with its type in x-content-type (spooled to a
 * scratch file as it arrives and sent from it, so neither the fetch nor a slow reader holds it whole). Only
 * http(s) addresses (60002 otherwise), at most the library's upload size (10413). Only public addresses, checked
 * after the name is resolved and at every redirect, unless the URL is on the allow-list (the mock's own samples);
 * a refused address, a site that fails, does not answer in time or redirects too often all give the same 502
 * with 60002. Either content permission may ask.
 */
export function contentDownloadRoutes(guard: RequestHandler[], policy: () => FetchPolicy): Router {
  const router = Router();
  router.post(
    '/customcontent/download',
    ...guard,
    handle(async (req, res) => {
      const body = readBody(req, res, { downloadurl: 'string' });
      if (!body) return;
      const address = body.downloadurl.trim();
      if (!isValidContentUrl(address))
        return fail(
          res,
          400,
          ERROR_CODES.INVALID_URL,
          `"${address.slice(0, 80)}" is not an http or https address`,
        );
      const fetched = await fetchGuarded(address, policy());
      if (!fetched.ok && fetched.reason === 'tooLarge') {
        const message = `The file is over ${policy().maxBytes / 1024 / 1024} MB`;
        return fail(res, 413, ERROR_CODES.TOO_LARGE, message);
      }
      if (!fetched.ok) return fail(res, 502, ERROR_CODES.INVALID_URL, DOWNLOAD_FAILED);
      await sendScratch(res, fetched.file, {
        'Content-Type': fetched.type,
        'x-content-type': fetched.type,
        'Content-Disposition': `attachment; filename="${fileNameOf(new URL(address))}"`,
      });
    }),
  );
  return router;
}
