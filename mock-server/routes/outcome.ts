import type { Response } from 'express';
import type { Outcome } from '../db/transaction';
import { failBody, type MockErrorCode } from '../envelope';

/** Answers a store transaction's outcome: the refusal as an envelope error, or `answer(value)` when applied. */
export function answerOutcome<T>(res: Response, outcome: Outcome<T>, answer: (value: T) => void): void {
  if (!outcome.refused) return answer(outcome.value);
  const body = failBody(outcome.code as MockErrorCode, outcome.message);
  res.status(outcome.status).json({ ...body, error: { ...body.error, ...outcome.detail } });
}
