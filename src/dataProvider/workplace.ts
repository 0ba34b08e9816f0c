import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';
import { xhrUpload, type UploadOptions } from './xhrUpload';
import type {
  DirectoryUser,
  LogoSlot,
  WorkplaceConfig,
  WorkplaceConfigDraft,
  WorkplaceSettings,
  WorkplaceSettingsView,
} from '../domain/workplace/types';

/** Which configuration an uploaded logo belongs to (001 §7 POST /rest/workplace/media). */
export type MediaConfig = 'DEFAULT' | 'PREVIEW';

interface UploadedMedia {
  fileName: string;
  /** Where the app loads it from (the mock says; otherwise built from the file name). */
  url: string;
}

interface TenantPreferences {
  defaultApp: 'KIOSK' | 'WORKPLACE' | null;
}

/** Workplace calls of the device-control backend (001 §7). */
export interface WorkplaceApi {
  workplaceSettings(options?: CallOptions): Promise<WorkplaceSettingsView>;
  saveWorkplaceSettings(settings: WorkplaceSettings, options?: CallOptions): Promise<WorkplaceSettingsView>;
  /** GET /tenant/users?search=; a 403 means the search matches too many users. */
  searchUsers(search: string, options?: CallOptions): Promise<DirectoryUser[]>;
  workplaceConfig(preview: boolean, options?: CallOptions): Promise<WorkplaceConfig>;
  saveWorkplaceConfig(draft: WorkplaceConfigDraft, options?: CallOptions): Promise<WorkplaceConfig>;
  pushWorkplacePreview(draft: WorkplaceConfigDraft, options?: CallOptions): Promise<WorkplaceConfig>;
  discardWorkplacePreview(options?: CallOptions): Promise<WorkplaceConfig>;
  uploadWorkplaceMedia(
    file: Blob,
    theme: LogoSlot,
    config: MediaConfig,
    options?: Pick<UploadOptions, 'onProgress' | 'signal'>,
  ): Promise<UploadedMedia>;
  workplaceLastModified(options?: CallOptions): Promise<number>;
  tenantPreferences(options?: CallOptions): Promise<TenantPreferences>;
  saveTenantPreferences(preferences: TenantPreferences, options?: CallOptions): Promise<TenantPreferences>;
}

export type Uploader = <T>(url: string, formData: FormData, options?: UploadOptions) => Promise<T>;

export const createWorkplaceApi = (
  http: HttpClient,
  urls: BaseUrls = defaultBaseUrls,
  upload: Uploader = xhrUpload,
): WorkplaceApi => {
  const url = (path: string) => joinUrl(urls.dc(), path);
  return {
    workplaceSettings: ({ signal } = {}) =>
      http<WorkplaceSettingsView>(url('/tenant/workplace/settings'), { signal }),
    saveWorkplaceSettings: (settings, { signal } = {}) =>
      http<WorkplaceSettingsView>(url('/tenant/workplace/settings'), {
        method: 'PUT',
        body: settings,
        signal,
      }),
    searchUsers: async (search, { signal } = {}) =>
      (await http<DirectoryUser[] | null>(withQuery(url('/tenant/users'), { search }), { signal })) ?? [],
    workplaceConfig: (preview, { signal } = {}) =>
      http<WorkplaceConfig>(withQuery(url('/rest/workplace/admin/config'), { preview: preview ? 1 : 0 }), {
        signal,
      }),
    saveWorkplaceConfig: (draft, { signal } = {}) =>
      http<WorkplaceConfig>(url('/rest/workplace/config'), { method: 'PUT', body: draft, signal }),
    pushWorkplacePreview: (draft, { signal } = {}) =>
      http<WorkplaceConfig>(url('/rest/workplace/preview'), { method: 'POST', body: draft, signal }),
    discardWorkplacePreview: ({ signal } = {}) =>
      http<WorkplaceConfig>(url('/rest/workplace/preview'), { method: 'DELETE', signal }),
    uploadWorkplaceMedia: async (file, theme, config, options = {}) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'logo');
      const answer = await upload<{ upload: { fileName: string; url?: string } }>(
        withQuery(url('/rest/workplace/media'), { theme, config }),
        form,
        options,
      );
      const { fileName } = answer.upload;
      return {
        fileName,
        url: answer.upload.url ?? url(`/rest/workplace/media/${encodeURIComponent(fileName)}`),
      };
    },
    workplaceLastModified: async ({ signal } = {}) =>
      (await http<{ lastModified: number }>(url('/rest/workplace/lastmodified'), { signal })).lastModified,
    tenantPreferences: ({ signal } = {}) => http<TenantPreferences>(url('/tenant/preferences'), { signal }),
    saveTenantPreferences: (preferences, { signal } = {}) =>
      http<TenantPreferences>(url('/tenant/preferences'), { method: 'POST', body: preferences, signal }),
  };
};
