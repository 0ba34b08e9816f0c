import { CONTENT_ADMIN_PERMISSION, CONTENT_CREATOR_PERMISSION } from '../../../src/contract/permissions';

/** Either content permission (000 §6): reading the library and its files, checking URLs, counting rules. */
export const CONTENT_PERMISSIONS: readonly string[] = [CONTENT_CREATOR_PERMISSION, CONTENT_ADMIN_PERMISSION];
