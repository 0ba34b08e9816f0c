import type { Request, Response } from 'express';
import { CONTENT_FILE_MAX_BYTES, CONTENT_ICON_MAX_BYTES } from '../../../src/domain/content/contentModel';
import type { Refusal, Tx } from '../../db/transaction';
import type { ContentItemRecord } from '../../db/types';
import { badRequest, ERROR_CODES, fail } from '../../envelope';
import { readForm, removeSpooled, type FormLimits, type FormPart } from './form';
import type { ContentFiles } from './storage';
import type { Problem } from './parts';

/** How the library's write routes answer: a refused part, an unreadable form, a stale modifiedDate. */

const FILES_MAX = 10;
const LIMITS = {
  fileBytes: CONTENT_FILE_MAX_BYTES,
  files: FILES_MAX,
  inMemory: { icon: CONTENT_ICON_MAX_BYTES },
  // Every file at its largest, and room for the fields.
  requestBytes: FILES_MAX * CONTENT_FILE_MAX_BYTES + 2 * 1024 * 1024,
};

/** 60002 for a URL the rule refuses, 10413 for a file over the cap, else 400. */
export const answerProblem = (res: Response, problem: Problem) =>
  problem.code === ERROR_CODES.INVALID_URL
    ? fail(res, 400, ERROR_CODES.INVALID_URL, problem.message)
    : problem.status === 413
      ? fail(res, 413, ERROR_CODES.TOO_LARGE, problem.message)
      : badRequest(res, problem.message);

/**
 * The parts of a multipart request, read as it streams (files spooled, each judged by `acceptFile` before it is
 * kept), or null after answering why it could not be read. Spooled files no write took are removed once the
 * request is answered.
 */
export async function formOrAnswer(
  req: Request,
  res: Response,
  files: ContentFiles,
  acceptFile: FormLimits['acceptFile'],
): Promise<FormPart[] | null> {
  const result = await readForm(req, { ...LIMITS, spool: files.spool, acceptFile });
  if (result.ok) {
    res.on('close', () => void removeSpooled(result.parts));
    return result.parts;
  }
  if (result.status === 413) fail(res, 413, ERROR_CODES.TOO_LARGE, result.message);
  else badRequest(res, result.message);
  return null;
}

/**
 * The item of the caller's tenant as the transaction finds it now, or the refusal: 404 when it is gone (deleted
 * by a write of the same moment), 409 (80001) when the caller's modifiedDate is not the stored one.
 */
export function currentItem(
  tx: Tx,
  tenantId: string,
  id: string,
  modifiedDate: string | undefined,
): ContentItemRecord | Refusal {
  const item = tx.find('contentItems', id, tenantId);
  if (!item) return tx.refuse(404, ERROR_CODES.NOT_FOUND, `Content ${id} not found`);
  if (modifiedDate === undefined || modifiedDate === item.modifiedDate) return item;
  const by = item.modifiedBy ? ` by ${item.modifiedBy}` : '';
  const message = `"${item.name}" was changed${by} at ${item.modifiedDate}; reload it`;
  return tx.refuse(409, ERROR_CODES.CONTENT_CONFLICT, message);
}
