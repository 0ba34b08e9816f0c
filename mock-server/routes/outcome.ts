import type { Response } from 'express';
import type { Outcome } from '../db/transaction';
import { fail, type MockErrorCode } from '../envelope';

/** Answers a store transaction's outcome: the refusal as an envelope error, or `answer(value)` when applied. */
export function answerOutcome<T>(res: Response, outcome: Outcome<T>, answer: (value: T) => void): void {
  if (outcome.refused) fail(res, outcome.status, outcome.code as MockErrorCode, outcome.message);
  else answer(outcome.value);
}
