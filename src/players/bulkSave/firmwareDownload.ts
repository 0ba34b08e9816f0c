import { DeviceError } from '../errors';
import type { NamedBlob } from '../deviceClient';
import type { StepFailure } from './types';

/** The start of the detail of a firmware that could not be downloaded from its ZIP URL. */
const DOWNLOAD = 'download ';
/** The start of the detail of a firmware URL that answered something other than a ZIP archive. */
const NOT_ZIP = 'notzip ';

/** The file name a ZIP URL names: its last path segment (firmware.zip when it has none). */
function zipFileName(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    return decodeURIComponent(last) || 'firmware.zip';
  } catch {
    return 'firmware.zip';
  }
}

/** Whether the file starts as every ZIP archive does ("PK"), as a player checks before it takes a firmware. */
async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b;
}

/**
 * Downloads a firmware .zip from its URL once for a run, before any player is touched, to be uploaded to every
 * player like a chosen file. A failure (no answer, an error status, an answer that is no ZIP archive such as a
 * sign-in page) is a DeviceError whose detail names the URL and the reason.
 */
export async function downloadFirmware(
  url: string,
  fetcher: typeof fetch = (...args) => globalThis.fetch(...args),
  signal?: AbortSignal,
): Promise<NamedBlob> {
  let answer: Response;
  try {
    answer = await fetcher(url, { signal, credentials: 'omit' });
  } catch (error) {
    if (signal?.aborted) throw new DeviceError('USER_CANCELLATION', { cause: error });
    throw new DeviceError('DEVICE_REQUEST_FAILED', { detail: `${DOWNLOAD}${url}`, cause: error });
  }
  if (!answer.ok) {
    throw new DeviceError('DEVICE_REQUEST_FAILED', { detail: `${DOWNLOAD}${url} (${answer.status})` });
  }
  const file = await answer.blob();
  if (!(await isZip(file))) throw new DeviceError('DEVICE_REQUEST_FAILED', { detail: `${NOT_ZIP}${url}` });
  return Object.assign(file, { name: zipFileName(url) });
}

/** What went wrong with a firmware ZIP URL, if a failure is that rather than the player refusing the upload. */
export function downloadProblem(failure: StepFailure): { kind: 'download' | 'notZip'; url: string } | null {
  const { step, status, detail = '' } = failure;
  if (step !== 'firmwareUpload' || status !== undefined) return null;
  if (detail.startsWith(DOWNLOAD)) return { kind: 'download', url: detail.slice(DOWNLOAD.length) };
  if (detail.startsWith(NOT_ZIP)) return { kind: 'notZip', url: detail.slice(NOT_ZIP.length) };
  return null;
}
