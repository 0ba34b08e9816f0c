import { Router } from 'express';
import { isRefusal } from '../../db/transaction';
import { badRequest, ERROR_CODES, ok } from '../../envelope';
import { handle } from '../../errors';
import { isWholeNumber } from '../../validate';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import { issuesMessage } from './kinds';
import { bodyOf, type LookRecords } from './lookRecords';

/** Updating a record with optimistic concurrency on `version`; its display type is fixed at creation. */
export function lookUpdateRoutes({ store }: AppContext, looks: LookRecords): Router {
  const { kind, Noun } = looks;
  const router = Router();
  router.put(
    looks.path,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const { id, version } = body;
      if (typeof id !== 'string' || id === '') return badRequest(res, 'Missing field "id" (string)');
      if (!isWholeNumber(version, 0)) {
        return badRequest(
          res,
          'Missing field "version" (the whole number of the version the change started from)',
        );
      }
      if (!looks.valid(res, body)) return;
      const tenantId = looks.tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const record = looks.current(tx, tenantId, id);
        if (isRefusal(record)) return record;
        if (body.type !== undefined && body.type !== record.type) {
          const message = issuesMessage({ type: { code: 'type_fixed' } });
          return tx.refuse(400, ERROR_CODES.BAD_REQUEST, message);
        }
        if (version !== record.version) {
          const by = record.modifiedBy ? ` by ${String(record.modifiedBy)}` : '';
          const message = `${Noun} "${record.name}" was changed${by} at ${record.modifiedDate} (version ${record.version}); your change started from version ${version}`;
          return tx.refuse(409, kind.conflictCode, message, { current: looks.viewOne(record) });
        }
        const refusal = looks.labelTaken(tx, tenantId, record.type, String(body.name), record.id);
        if (refusal) return refusal;
        Object.assign(record, kind.clean(body), looks.stamp(res, record.version + 1));
        tx.changed(kind.collection, record.id);
        return record;
      });
      answerOutcome(res, outcome, (record) => ok(res, looks.viewOne(record)));
    }),
  );
  return router;
}
