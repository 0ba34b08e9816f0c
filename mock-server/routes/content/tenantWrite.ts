import type { Request, Response } from 'express';
import type { Store } from '../../db/store';
import type { Refusal, Tx } from '../../db/transaction';
import { handle } from '../../errors';
import { readQuery } from '../../validate';
import { answerOutcome } from '../outcome';
import { tenantOf } from '../scope';

/** The writes of the content calls that name one thing of the caller's tenant and change it in one step. */
export function tenantWrites(store: Store) {
  /**
   * One write of the caller's tenant: what the request names (`target`, which answers 400 itself and gives null
   * when the request names nothing usable), then `write` in one transaction; `answer` gives the result, and a
   * refusal of the transaction is answered as an envelope error.
   */
  const tenantWrite = <N, R>(
    target: (req: Request, res: Response) => N | null,
    write: (tx: Tx, tenantId: string, named: N) => R | Refusal,
    answer: (res: Response, result: R, named: N) => void,
  ) =>
    handle(async (req, res) => {
      const named = target(req, res);
      if (named === null) return;
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => write(tx, tenantId, named));
      answerOutcome(res, outcome, (result) => answer(res, result, named));
    });
  /** The query parameter `name`, as the target of a write. */
  const query = (name: string) => (req: Request, res: Response) => readQuery(req, res, name);
  return { tenantWrite, query };
}
