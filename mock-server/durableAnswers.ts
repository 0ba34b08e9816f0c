import type { RequestHandler, Response } from 'express';
import type { Store } from './db/store';
import { ERROR_CODES, failBody } from './envelope';
import { errorText, type MockLogger } from './logger';

export const NOT_SAVED_MESSAGE = 'The change could not be saved; try again';

/**
 * Holds every answer until the changes made before it are on disk, so that an acknowledged write survives a
 * crash. Routes keep their way of working (change `store.data`, call `store.changed(collection)`, answer): the
 * answer's last step, `res.end`, waits for the commit that covers the request's changes (and any change made
 * meanwhile by others, so a read never shows what is not saved yet). When that commit fails, the answer of a
 * request during which something changed becomes a 500 envelope instead.
 */
export function durableAnswers(store: Store, logger: MockLogger): RequestHandler {
  return (req, res, next) => {
    const changesBefore = store.changes();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      if (store.isDurable()) return end(...args);
      store.durable().then(
        () => end(...args),
        (error: unknown) => {
          // An answer to a request during which nothing changed does not depend on the failed write.
          if (store.changes() === changesBefore) return end(...args);
          logger.error(`${req.method} ${req.path}: answered 500, ${errorText(error)}`);
          if (res.headersSent) {
            res.destroy();
            return;
          }
          const body = JSON.stringify(failBody(ERROR_CODES.SERVER_ERROR, NOT_SAVED_MESSAGE));
          res.statusCode = 500;
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.setHeader('content-length', Buffer.byteLength(body));
          res.removeHeader('etag');
          end(body);
        },
      );
      return res;
    }) as Response['end'];
    next();
  };
}
