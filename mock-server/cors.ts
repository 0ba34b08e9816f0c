import type { RequestHandler } from 'express';

const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, authtoken, Range';
/** Headers the console may read from answers (a download names its content type in x-content-type, a page of
 * records its place and total in Content-Range). */
const EXPOSED_HEADERS = 'x-content-type, Content-Disposition, Content-Range';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for the console's own origins only: an allowed origin is reflected, any other gets no
 * Access-Control-Allow-Origin. No credentials: the console sends a bearer token, never cookies.
 * Every OPTIONS request is answered here (204), so preflights never reach a route.
 */
export function corsFor(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (permitted) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method !== 'OPTIONS') return next();
    if (permitted) {
      res.set({
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
      });
    }
    res.set('Allow', CORS_ALLOWED_METHODS);
    res.status(204).end();
  };
}
