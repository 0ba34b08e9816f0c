import { Router } from 'express';
import { requireAny, requireContentCreator } from '../../auth';
import type { AppContext } from '../context';
import { CONTENT_PERMISSIONS } from './access';
import { contentDownloadRoutes } from './download';
import { contentFileRemovalRoute } from './fileRemoval';
import { contentFileRoutes } from './fileRoutes';
import { contentItemCallRoutes } from './itemCalls';
import { contentLegacyRoutes } from './legacy';
import { contentLanguageRoutes } from './languages';
import { contentLibraryRoutes } from './library';
import { contentRuleRoutes } from './rules';
import { contentSampleRoutes } from './samples';
import { contentFiles } from './storage';

/**
 * Everything content (000 §7): the library, its files, the rules, the legacy update, the download proxy and the
 * samples. One folder of files (`storage.ts`) is made here and handed to the parts that store files; no part
 * mounts or calls another.
 */
export function contentRoutes(context: AppContext): Router {
  const { store, auth, downloadPolicy } = context;
  const files = contentFiles(store.file);
  const anyContent = [auth.requireSession(), requireAny(CONTENT_PERMISSIONS)];
  const router = Router();
  router.use(contentLibraryRoutes(context, files));
  router.use(contentLanguageRoutes(context, files));
  router.use(contentRuleRoutes(context));
  router.use(contentItemCallRoutes(context));
  contentFileRoutes(router, store, files, anyContent);
  contentFileRemovalRoute(router, store, files, [auth.requireSession(), requireContentCreator]);
  router.use(contentDownloadRoutes(anyContent, downloadPolicy));
  router.use(contentLegacyRoutes(context, files));
  router.use(contentSampleRoutes());
  return router;
}
