import { Router } from 'express';
import { isLookType, LOOK_TYPES } from '../../../src/domain/looks/lookTypes';
import { badRequest, ok } from '../../envelope';
import { readQuery } from '../../validate';
import type { LookRecords } from './lookRecords';

/** The list of one display type (000 §7, Lookups) and one record by id, each with how many devices use it. */
export function lookReadRoutes(looks: LookRecords): Router {
  const router = Router();
  router.get(`${looks.path}/all`, (req, res) => {
    const type = req.query.type;
    if (!isLookType(type)) return badRequest(res, `type must be one of ${LOOK_TYPES.join(', ')}`);
    const tenantId = looks.tenantOf(res);
    const used = looks.usage(tenantId);
    const items = looks
      .records()
      .filter((record) => record.tenantId === tenantId && record.type === type)
      .map((record) => looks.view(record, used.get(record.id)?.length ?? 0));
    ok(res, { items });
  });

  router.get(looks.path, (req, res) => {
    const id = readQuery(req, res, 'id');
    const record = id === null ? null : looks.find(res, id);
    if (record) ok(res, looks.viewOne(record));
  });
  return router;
}
