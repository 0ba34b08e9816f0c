import type { Response } from 'express';
import type { ContentResource } from '../../../src/domain/content/contentModel';
import { sessionOf } from '../../auth';
import type { Store } from '../../db/store';
import type { Tx } from '../../db/transaction';
import type { ContentItemRecord } from '../../db/types';
import { notFound } from '../../envelope';
import { findOwned, tenantOf, withoutTenant } from '../scope';
import { nextStamp } from './parts';
import type { ContentFiles } from './storage';

/** What the library's routes share: its address, how an item is shown, found, marked changed and its files removed. */

export const LIBRARY_BASE = '/rest/v2/customcontents';

export const itemView = (item: ContentItemRecord) => withoutTenant(item);

/** The caller's item, or null after answering 404. */
export function findItem(store: Store, res: Response, id: string): ContentItemRecord | null {
  const item = findOwned(store.data.contentItems, tenantOf(res), id);
  if (!item) notFound(res, `Content ${id} not found`);
  return item ?? null;
}

/** Marks the item changed by the caller, now. */
export function touchItem(tx: Tx, res: Response, item: ContentItemRecord): void {
  item.modifiedDate = nextStamp(item.modifiedDate);
  item.modifiedBy = sessionOf(res).user.name;
  tx.changed('contentItems', item.id);
}

/** Removes the stored files of the resources. */
export const removeItemFiles = (
  files: ContentFiles,
  tenantId: string,
  resources: readonly (ContentResource | undefined)[],
) =>
  Promise.all(
    resources.map((resource) => (resource?.fileName ? files.remove(tenantId, resource.fileName) : false)),
  );
