import { DeviceError } from '../errors';
import type { NamedBlob } from '../deviceClient';
import type { StepFailure } from './types';

/** The start of the detail of a firmware that could not be downloaded from its ZIP URL. */
const DOWNLOAD = 'download ';

/** The file name a ZIP URL names: its last path segment (firmware.zip when it has none). */
function zipFileName(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    return decodeURIComponent(last) || 'firmware.zip';
  } catch {
    return 'firmware.zip';
  }
}

/**
 * Downloads a firmware .zip from its URL once for a run, to be uploaded to every player like a chosen file.
 * A failure (no answer, an error status) is a DeviceError whose detail names the URL and the reason.
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
  return Object.assign(await answer.blob(), { name: zipFileName(url) });
}

/** Whether a failure is the firmware download rather than the player refusing the upload. */
export function isDownloadFailure(failure: StepFailure): boolean {
  return (
    failure.step === 'firmwareUpload' &&
    failure.status === undefined &&
    !!failure.detail?.startsWith(DOWNLOAD)
  );
}

/** The download detail without its marker: the URL and the status when there was one. */
export const downloadDetail = (failure: StepFailure): string => (failure.detail ?? '').slice(DOWNLOAD.length);
