import type { Request, RequestHandler, Response } from 'express';
import type { Auth } from '../auth';
import { requireAdmin, sessionOf } from '../auth';
import type { Store } from '../db/store';
import type { Device, Owned } from '../db/types';
import { notFound } from '../envelope';
import { readQuery } from '../validate';

/** A record as the console reads it: without the server-side tenant id. */
export const withoutTenant = <T extends Owned>({ tenantId: _tenantId, ...rest }: T): Omit<T, 'tenantId'> =>
  rest;

/** The caller's tenant id (after the session middleware). */
export const tenantOf = (res: Response): string => sessionOf(res).user.tenantId;

/** The records of one tenant. */
export const ownedBy = <T extends Owned>(records: readonly T[], tenantId: string): T[] =>
  records.filter((record) => record.tenantId === tenantId);

/** One record of the tenant by id; another tenant's record does not exist for the caller. */
export const findOwned = <T extends Owned & { id: string }>(
  records: readonly T[],
  tenantId: string,
  id: string,
): T | undefined => records.find((record) => record.id === id && record.tenantId === tenantId);

/** Session and admin permission, per route, so that other modules' routes under the same prefix keep theirs. */
export const adminOnly = (auth: Auth): RequestHandler[] => [auth.requireSession(), requireAdmin];

/** The caller's device named by a query parameter, or null after answering 400 (no id) or 404 (unknown). */
export function ownDevice(store: Store, req: Request, res: Response, param: string): Device | null {
  const id = readQuery(req, res, param);
  if (id === null) return null;
  const device = findOwned(store.data.devices, tenantOf(res), id);
  if (!device) notFound(res, `Device ${id} not found`);
  return device ?? null;
}
