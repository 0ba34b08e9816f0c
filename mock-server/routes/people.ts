import { Router } from 'express';
import { sessionOf } from '../auth';
import { isLanguageCode, LANGUAGES } from '../../src/contract/languages';
import { badRequest, ERROR_CODES, notFound, ok } from '../envelope';
import { handle } from '../errors';
import { readBody, readQuery } from '../validate';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { tenantMessages } from './tenantMessages';

const SUPPORTED = LANGUAGES.map((language) => language.code).join(', ');

/** People and language calls of the device-control backend (001 §7). */
export function peopleRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  router.use(['/people', '/languages', '/translations'], auth.requireSession());

  router.get('/people/details', (_req, res) => {
    const { user } = sessionOf(res);
    ok(res, { fullName: user.name, pictureThumbnail: user.picture });
  });

  router.get('/languages/all', (_req, res) => {
    ok(
      res,
      LANGUAGES.map((language) => ({ ...language })),
    );
  });

  router.put(
    '/languages',
    handle(async (req, res) => {
      const body = readBody(req, res, { lang: 'string' });
      if (!body) return;
      if (!isLanguageCode(body.lang))
        return badRequest(res, `Unsupported language "${body.lang}"; use one of ${SUPPORTED}`);
      const outcome = await store.transaction({}, (tx) => {
        const user = tx.find('users', sessionOf(res).user.id);
        if (!user) return tx.refuse(404, ERROR_CODES.NOT_FOUND, 'The signed-in user no longer exists');
        user.languageCode = body.lang;
        tx.changed('users', user.id);
        return user.languageCode;
      });
      answerOutcome(res, outcome, (languageCode) => ok(res, { languageCode }));
    }),
  );

  router.get('/translations', (req, res) => {
    const lang = readQuery(req, res, 'lang');
    if (lang === null) return;
    if (!isLanguageCode(lang))
      return badRequest(res, `Unsupported language "${lang}"; use one of ${SUPPORTED}`);
    const { user } = sessionOf(res);
    const tenant = store.data.tenants.find((candidate) => candidate.id === user.tenantId);
    if (!tenant) return notFound(res, 'Unknown tenant');
    ok(res, tenantMessages(tenant, lang));
  });

  return router;
}
