import type { PlayerBulkRow, PlayerSheetEntry } from '../domain/playerBulk';
import type { DeviceBulkRow } from '../domain/deviceBulk';
import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';

/** A sheet call names the UI language: downloads are written in it, refusals name columns in it. */
interface SheetCallOptions extends CallOptions {
  language?: string;
}

/**
 * Bulk configuration by spreadsheet (000 §7 Configuration, 001 §7): the Devices tab's download and validate,
 * the player tab's download and upload. Uploads go as multipart in the field `fileupload`; the server reads
 * the sheet, so the browser never parses an untrusted spreadsheet.
 * Each call adds `?language=` (an extension of the spec's calls): the user's language, for the sheet's words.
 */
export interface BulkApi {
  /** The .xlsx of these devices' configurations (POST /device/configuration/bulk/download). */
  downloadDeviceBulkSheet(deviceIds: readonly string[], options?: SheetCallOptions): Promise<Blob>;
  /** The rows of an edited Devices sheet (POST /device/configuration/bulk). */
  validateDeviceBulkSheet(
    file: Blob & { name: string },
    options?: SheetCallOptions,
  ): Promise<DeviceBulkRow[]>;
  /** The player sheet of these scanned players (POST /tenant/configuration/download). */
  downloadPlayerBulkSheet(players: readonly PlayerSheetEntry[], options?: SheetCallOptions): Promise<Blob>;
  /** The rows of an edited player sheet (POST /tenant/configuration/upload). */
  uploadPlayerBulkSheet(file: Blob & { name: string }, options?: SheetCallOptions): Promise<PlayerBulkRow[]>;
}

const formOf = (file: Blob & { name: string }): FormData => {
  const form = new FormData();
  form.append('fileupload', file, file.name);
  return form;
};

export const createBulkApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): BulkApi => {
  const url = (path: string, language: string | undefined) =>
    withQuery(joinUrl(urls.dc(), path), { language });
  return {
    downloadDeviceBulkSheet: (deviceIds, { signal, language } = {}) =>
      http<Blob>(url('/device/configuration/bulk/download', language), {
        method: 'POST',
        body: { deviceIds },
        responseType: 'blob',
        signal,
      }),
    validateDeviceBulkSheet: async (file, { signal, language } = {}) =>
      (await http<DeviceBulkRow[] | null>(url('/device/configuration/bulk', language), {
        method: 'POST',
        body: formOf(file),
        signal,
      })) ?? [],
    downloadPlayerBulkSheet: (players, { signal, language } = {}) =>
      http<Blob>(url('/tenant/configuration/download', language), {
        method: 'POST',
        body: { players },
        responseType: 'blob',
        signal,
      }),
    uploadPlayerBulkSheet: async (file, { signal, language } = {}) =>
      (await http<PlayerBulkRow[] | null>(url('/tenant/configuration/upload', language), {
        method: 'POST',
        body: formOf(file),
        signal,
      })) ?? [],
  };
};
