import {
  sendWithProgress,
  UploadInterrupted,
  type UploadProgress,
  type XhrFactory,
} from '../dataProvider/xhrUpload';
import { DeviceError } from './errors';
import { errorForAnswer } from './request';

export {
  browserXhr,
  uploadPercent,
  type UploadProgress,
  type XhrFactory,
  type XhrLike,
} from '../dataProvider/xhrUpload';

export interface UploadRequest {
  url: string;
  token: string;
  form: FormData;
  xhr: XhrFactory;
  /** The upload fails with UNREACHABLE_DEVICE when nothing moves for this long. */
  idleTimeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Posts a multipart form to a player with upload progress (the console's one uploader). Only HTTP 200 is
 * success (it answers the body text). The timeout counts from the last sign of life, not from the start, so
 * large files on slow links still go.
 */
export async function uploadWithProgress(request: UploadRequest): Promise<string> {
  const { token, ...rest } = request;
  try {
    const answer = await sendWithProgress({ ...rest, headers: { Authorization: `Bearer ${token}` } });
    if (answer.status === 200) return answer.text;
    throw errorForAnswer(answer.status, answer.text);
  } catch (error) {
    if (!(error instanceof UploadInterrupted)) throw error;
    if (error.failure === 'cancelled') throw new DeviceError('USER_CANCELLATION');
    throw new DeviceError('UNREACHABLE_DEVICE', error.failure === 'timeout' ? { detail: 'timeout' } : {});
  }
}
