import { Router, type Request, type Response } from 'express';
import {
  SHEET_PROBLEM_CODES,
  type SheetProblemName,
  type SheetProblemParams,
} from '../../src/contract/sheetProblems';
import { XLSX_MIME } from '../../src/domain/sheetText';
import type { PlayerSheetEntry } from '../../src/domain/playerBulk';
import { deviceRowsOf, deviceSheetRows, helpSheetRows, tenantIndex } from '../bulk/deviceSheet';
import { BULK_LIMITS } from '../bulk/limits';
import { playerRowsOf, playerSheetRows } from '../bulk/playerSheet';
import { readSpreadsheet, type ReadLimits, type SheetRead } from '../bulk/readSpreadsheet';
import { receiveUpload } from '../bulk/receiveUpload';
import { writeTextWorkbook, type StreamedSheet } from '../bulk/sheetWriter';
import { deviceColumns, playerColumns, sheetLanguage, sheetNames, sheetTexts } from '../bulk/sheetLanguage';
import type { Device } from '../db/types';
import { badRequest, notFound, ok } from '../envelope';
import { handle } from '../errors';
import { scratchFile, sendScratch } from '../sendFile';
import type { AppContext } from './context';
import { adminOnly, tenantOf } from './scope';

const MESSAGES: Record<SheetProblemName, string> = {
  notMultipart: 'Send the file as multipart/form-data in the field "fileupload"',
  noFile: 'No file in the field "fileupload"',
  notXlsx: 'Only .xlsx files can be uploaded',
  notSpreadsheet: 'The file is not an .xlsx spreadsheet',
  corrupt: 'The file is damaged and cannot be read',
  tooLarge: `The file is larger than ${BULK_LIMITS.maxFileBytes / (1024 * 1024)} MB`,
  tooBigUnpacked: 'The file is too large once unpacked',
  tooManyRows: `The sheet has more than ${BULK_LIMITS.maxRows} rows`,
  timeout: 'The file took too long to read',
  formula: 'The sheet holds a formula; enter plain values only',
  empty: 'The sheet has no rows',
  missingHeaders: 'Columns are missing',
  unknownHeaders: 'Columns are not known',
  duplicateHeaders: 'Columns are given twice',
  duplicateRows: 'Devices are given in more than one row',
};

/** A refused sheet: the envelope error with our code, an English message and what it is about. */
function refuse(res: Response, problem: SheetProblemName, params: SheetProblemParams = {}): void {
  const status = problem === 'tooLarge' ? 413 : 400;
  const detail = params.names?.length
    ? `: ${params.names.join(', ')}`
    : params.cell
      ? ` (${params.cell})`
      : '';
  res.status(status).json({
    success: false,
    result: null,
    error: { code: SHEET_PROBLEM_CODES[problem], message: `${MESSAGES[problem]}${detail}`, params },
  });
}

/**
 * Answers a generated .xlsx: written row by row to a scratch file, then sent from it as the client reads, so
 * neither the making nor a slow reader holds the sheet whole.
 */
async function sendWorkbook(res: Response, filename: string, sheets: StreamedSheet[]): Promise<void> {
  const file = await scratchFile();
  try {
    writeTextWorkbook(file.fd, sheets);
  } catch (error) {
    await file.close();
    throw error;
  }
  await sendScratch(res, file, {
    'Content-Type': XLSX_MIME,
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}

const isTextList = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= max &&
  value.every((item) => typeof item === 'string');

const isPlayerEntry = (value: unknown): value is PlayerSheetEntry => {
  const entry = value as Partial<Record<keyof PlayerSheetEntry, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.serialNumber === 'string' &&
    typeof entry.deviceName === 'string' &&
    typeof entry.ip === 'string' &&
    (entry.username === undefined || typeof entry.username === 'string')
  );
};

/** The UI language the console names in `?language=` (an extension of the spec's calls), else English. */
const languageOf = (req: Request) => sheetLanguage(req.query.language);

/**
 * Bulk configuration by spreadsheet (000 §7, 001 §7): the Devices tab downloads and validates device sheets,
 * the player tab downloads and uploads player sheets. Downloads are written in the user's language; uploads
 * are read with headers in any of the console's languages, and refusals name columns in the user's language. Uploads are read in a worker thread with byte, unpacked
 * size, row, column and time limits; anything wrong with the file as a whole is refused with a code of
 * SHEET_PROBLEM_CODES and the names it is about.
 */
export function bulkConfigurationRoutes({ store, auth }: AppContext, limits: ReadLimits = {}): Router {
  const router = Router();
  const guard = adminOnly(auth);

  /** Reads the upload of the request, or answers the refusal and gives null. */
  const readUpload = async (
    req: Request,
    res: Response,
    preferredSheets: string[],
  ): Promise<Extract<SheetRead, { ok: true }> | null> => {
    const upload = await receiveUpload(req, 'fileupload', BULK_LIMITS.maxFileBytes);
    if (!upload.ok) {
      refuse(res, upload.problem);
      return null;
    }
    const read = await readSpreadsheet(upload.bytes, { ...limits, preferredSheets });
    if (!read.ok) {
      refuse(res, read.problem, read.cell ? { cell: read.cell } : {});
      return null;
    }
    return read;
  };

  router.post(
    '/device/configuration/bulk/download',
    ...guard,
    handle(async (req, res) => {
      const deviceIds: unknown = (req.body as { deviceIds?: unknown } | undefined)?.deviceIds;
      if (!isTextList(deviceIds, BULK_LIMITS.maxRows))
        return badRequest(res, `"deviceIds" must list 1 to ${BULK_LIMITS.maxRows} device ids`);
      const index = tenantIndex(store.data, tenantOf(res));
      const devices = deviceIds
        .map((id) => index.devices.get(id))
        .filter((device): device is Device => device !== undefined);
      if (devices.length === 0) return notFound(res, 'None of these devices was found');
      const texts = sheetTexts(languageOf(req));
      await sendWorkbook(res, 'bulk-configuration.xlsx', [
        { name: texts.names.devices, rows: () => deviceSheetRows(index, devices, texts) },
        { name: texts.names.help, rows: () => helpSheetRows(index, texts) },
      ]);
    }),
  );

  router.post('/device/configuration/bulk', ...guard, async (req, res) => {
    const read = await readUpload(req, res, sheetNames('devices'));
    if (!read) return;
    const columns = deviceColumns(languageOf(req));
    const result = deviceRowsOf(tenantIndex(store.data, tenantOf(res)), read.rows, columns);
    if (!result.ok) return refuse(res, result.problem, { names: result.names });
    ok(res, result.rows);
  });

  router.post(
    '/tenant/configuration/download',
    ...guard,
    handle(async (req, res) => {
      const players: unknown = (req.body as { players?: unknown } | undefined)?.players;
      if (
        !Array.isArray(players) ||
        players.length === 0 ||
        players.length > BULK_LIMITS.maxRows ||
        !players.every(isPlayerEntry)
      )
        return badRequest(
          res,
          `"players" must list 1 to ${BULK_LIMITS.maxRows} {serialNumber, deviceName, ip, username?}`,
        );
      const texts = sheetTexts(languageOf(req));
      await sendWorkbook(res, 'player-configuration.xlsx', [
        { name: texts.names.players, rows: () => playerSheetRows(players, texts) },
      ]);
    }),
  );

  router.post('/tenant/configuration/upload', ...guard, async (req, res) => {
    const read = await readUpload(req, res, sheetNames('players'));
    if (!read) return;
    const result = playerRowsOf(read.rows, playerColumns(languageOf(req)));
    if (!result.ok) return refuse(res, result.problem, { names: result.names });
    ok(res, result.rows);
  });

  return router;
}
