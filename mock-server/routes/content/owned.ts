import type { Request, Response } from 'express';
import type { Store } from '../../db/store';
import type { ContentItemRecord } from '../../db/types';
import { badRequest, notFound } from '../../envelope';
import { readQuery } from '../../validate';
import { tenantOf } from '../scope';
import { isSafeFileName } from './storage';

/** Which stored file a request names, and the item that owns it. */

/** The file name of ?name=, or null after answering 400 (missing or unsafe). */
export function safeName(res: Response, value: string | null): string | null {
  if (value === null) return null;
  if (isSafeFileName(value)) return value;
  badRequest(res, `The file name "${value.slice(0, 80)}" is not allowed: use one plain file name`);
  return null;
}

/** The tenant's item whose stored file is `name`, with the language naming it; undefined when none does. */
export const fileOwner = (
  items: readonly ContentItemRecord[],
  tenantId: string,
  name: string,
): { item: ContentItemRecord; lang: keyof ContentItemRecord['resources'] } | undefined => {
  for (const item of items) {
    if (item.tenantId !== tenantId) continue;
    const entry = Object.entries(item.resources).find(([, resource]) => resource?.fileName === name);
    if (entry) return { item, lang: entry[0] as keyof ContentItemRecord['resources'] };
  }
  return undefined;
};

/** The name a stored file was uploaded under; the stored name for a file kept before names were. */
export const originalNameOf = (owner: NonNullable<ReturnType<typeof fileOwner>>, name: string): string =>
  owner.item.resources[owner.lang]?.originalName || name;

/**
 * The ?fileName= of a file of the tenant's library with the name it was uploaded under, or null after answering
 * 400 (unsafe) or 404 (not one).
 */
export function ownedFile(
  req: Request,
  res: Response,
  store: Store,
): { name: string; originalName: string } | null {
  const name = safeName(res, readQuery(req, res, 'fileName'));
  if (name === null) return null;
  const owner = fileOwner(store.data.contentItems, tenantOf(res), name);
  if (owner) return { name, originalName: originalNameOf(owner, name) };
  notFound(res, `No content item has a file named ${name}`);
  return null;
}

/** The ?fileName= of a file of the tenant's library, or null after answering 400 (unsafe) or 404 (not one). */
export const ownedName = (req: Request, res: Response, store: Store): string | null =>
  ownedFile(req, res, store)?.name ?? null;
