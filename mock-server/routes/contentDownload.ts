import { Router, type RequestHandler } from 'express';
import { CONTENT_FILE_MAX_BYTES, isValidContentUrl } from '../../src/domain/content/contentModel';
import { ERROR_CODES, fail } from '../envelope';
import { handle } from '../errors';
import { readBody } from '../validate';

const DOWNLOAD_TIMEOUT_MS = 10_000;

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

type Fetched = { ok: true; body: Buffer; type: string } | { ok: false; status: number; message: string };

/** The body of `url`, read up to `maxBytes`; more, an error answer, a timeout or no answer is refused. */
async function fetchCapped(url: string, maxBytes: number): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch {
    return { ok: false, status: 502, message: `${url.slice(0, 80)} did not answer` };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return { ok: false, status: 502, message: `${url.slice(0, 80)} answered ${response.status}` };
  }
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = {
    ok: false as const,
    status: 413,
    message: `The file is over ${maxBytes / 1024 / 1024} MB`,
  };
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.cancel();
    return tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(Buffer.from(value));
    }
  } catch {
    return { ok: false, status: 502, message: `${url.slice(0, 80)} stopped answering` };
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { ok: true, body: Buffer.concat(chunks), type };
}

/**
 * POST /customcontent/download {downloadurl} (000 §7): the backend fetches a content URL for the console, which
 * cannot read most other sites itself (CORS), and answers the file with its type in x-content-type. Only
 * http(s) addresses (60002 otherwise), at most the library's upload size (10413), 10 s; a site that fails or
 * does not answer gives 502 with 60002. Either content permission may ask.
 */
export function contentDownloadRoutes(guard: RequestHandler[]): Router {
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
      const fetched = await fetchCapped(address, CONTENT_FILE_MAX_BYTES);
      if (!fetched.ok) {
        const code = fetched.status === 413 ? ERROR_CODES.TOO_LARGE : ERROR_CODES.INVALID_URL;
        return fail(res, fetched.status, code, fetched.message);
      }
      res
        .status(200)
        .set({
          'Content-Type': fetched.type,
          'x-content-type': fetched.type,
          'Content-Disposition': `attachment; filename="${fileNameOf(new URL(address))}"`,
        })
        .send(fetched.body);
    }),
  );
  return router;
}
