import type { PlayerBulkRow, PlayerSheetEntry } from '../domain/playerBulk';
import type { DeviceBulkRow } from '../domain/deviceBulk';
import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, type BaseUrls, type CallOptions } from './urls';

/**
 * Bulk configuration by spreadsheet (000 §7 Configuration, 001 §7): the Devices tab's download and validate,
 * the player tab's download and upload. Uploads go as multipart in the field `fileupload`; the server reads
 * the sheet, so the browser never parses an untrusted spreadsheet.
 */
export interface BulkApi {
  /** The .xlsx of these devices' configurations (POST /device/configuration/bulk/download). */
  downloadDeviceBulkSheet(deviceIds: readonly string[], options?: CallOptions): Promise<Blob>;
  /** The rows of an edited Devices sheet (POST /device/configuration/bulk). */
  validateDeviceBulkSheet(file: Blob & { name: string }, options?: CallOptions): Promise<DeviceBulkRow[]>;
  /** The player sheet of these scanned players (POST /tenant/configuration/download). */
  downloadPlayerBulkSheet(players: readonly PlayerSheetEntry[], options?: CallOptions): Promise<Blob>;
  /** The rows of an edited player sheet (POST /tenant/configuration/upload). */
  uploadPlayerBulkSheet(file: Blob & { name: string }, options?: CallOptions): Promise<PlayerBulkRow[]>;
}

const formOf = (file: Blob & { name: string }): FormData => {
  const form = new FormData();
  form.append('fileupload', file, file.name);
  return form;
};

export const createBulkApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): BulkApi => {
  const url = (path: string) => joinUrl(urls.dc(), path);
  return {
    downloadDeviceBulkSheet: (deviceIds, { signal } = {}) =>
      http<Blob>(url('/device/configuration/bulk/download'), {
        method: 'POST',
        body: { deviceIds },
        responseType: 'blob',
        signal,
      }),
    validateDeviceBulkSheet: async (file, { signal } = {}) =>
      (await http<DeviceBulkRow[] | null>(url('/device/configuration/bulk'), {
        method: 'POST',
        body: formOf(file),
        signal,
      })) ?? [],
    downloadPlayerBulkSheet: (players, { signal } = {}) =>
      http<Blob>(url('/tenant/configuration/download'), {
        method: 'POST',
        body: { players },
        responseType: 'blob',
        signal,
      }),
    uploadPlayerBulkSheet: async (file, { signal } = {}) =>
      (await http<PlayerBulkRow[] | null>(url('/tenant/configuration/upload'), {
        method: 'POST',
        body: formOf(file),
        signal,
      })) ?? [],
  };
};
