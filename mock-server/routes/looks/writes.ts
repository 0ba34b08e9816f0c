import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { isLookType, LOOK_TYPES } from '../../../src/domain/looks/lookTypes';
import { isRefusal } from '../../db/transaction';
import { badRequest, ok } from '../../envelope';
import { handle } from '../../errors';
import { readQuery } from '../../validate';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import type { StoredLook } from './kinds';
import { bodyOf, type LookRecords } from './lookRecords';

/** Creating a record, and deleting one unless a stored device configuration uses it. */
export function lookWriteRoutes({ store }: AppContext, looks: LookRecords): Router {
  const { kind, Noun } = looks;
  const router = Router();
  router.post(
    looks.path,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      if (!isLookType(body.type)) return badRequest(res, `type must be one of ${LOOK_TYPES.join(', ')}`);
      if (!looks.valid(res, body)) return;
      const tenantId = looks.tenantOf(res);
      const record = {
        ...kind.clean(body),
        id: `${kind.noun}-${randomUUID()}`,
        tenantId,
        type: body.type,
        ...looks.stamp(res, 1),
      } as StoredLook;
      const outcome = await store.transaction({}, (tx) => {
        const refusal = looks.labelTaken(tx, tenantId, body.type, String(body.name), null);
        if (refusal) return refusal;
        tx.insert(kind.collection, record as never);
        return record;
      });
      answerOutcome(res, outcome, (created) => ok(res, looks.view(created, 0)));
    }),
  );

  router.delete(
    looks.path,
    handle(async (req, res) => {
      const id = readQuery(req, res, 'id');
      if (id === null) return;
      const tenantId = looks.tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const record = looks.current(tx, tenantId, id);
        if (isRefusal(record)) return record;
        const devices = looks.usage(tenantId).get(record.id) ?? [];
        if (devices.length > 0) {
          const count = devices.length === 1 ? '1 device' : `${devices.length} devices`;
          const message = `${Noun} "${record.name}" is used by ${count}; give them another ${kind.noun} first`;
          const detail = { usedBy: devices.length, devices: devices.slice(0, 20) };
          return tx.refuse(409, kind.inUseCode, message, detail);
        }
        tx.remove(kind.collection, record.id);
        return record.id;
      });
      answerOutcome(res, outcome, (removed) => ok(res, { id: removed }));
    }),
  );
  return router;
}
