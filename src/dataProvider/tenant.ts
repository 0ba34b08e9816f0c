import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';
import type { IpRangeDraft, IpRangeRecord, TenantSettings, TenantSettingsChanges } from '../contract/tenant';

/** Tenant calls of the device-control backend (001 §7): IP ranges, tenant settings, offline login key. */

export interface TenantApi {
  ipRanges(options?: CallOptions): Promise<IpRangeRecord[]>;
  createIpRange(range: IpRangeDraft, options?: CallOptions): Promise<IpRangeRecord>;
  updateIpRange(range: IpRangeRecord, options?: CallOptions): Promise<IpRangeRecord>;
  deleteIpRange(rangeId: string, options?: CallOptions): Promise<void>;
  tenantSettings(options?: CallOptions): Promise<TenantSettings>;
  saveTenantSettings(settings: TenantSettingsChanges, options?: CallOptions): Promise<TenantSettings>;
  /** Makes and keeps a new offline login key; answers it. */
  newOfflineLoginKey(options?: CallOptions): Promise<string>;
}

export const createTenantApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): TenantApi => {
  const url = (path: string) => joinUrl(urls.dc(), path);
  return {
    ipRanges: async ({ signal } = {}) =>
      (await http<IpRangeRecord[] | null>(url('/tenant/ranges'), { signal })) ?? [],
    createIpRange: (range, { signal } = {}) =>
      http<IpRangeRecord>(url('/tenant/ranges'), { method: 'POST', body: range, signal }),
    updateIpRange: (range, { signal } = {}) =>
      http<IpRangeRecord>(url('/tenant/ranges'), { method: 'PUT', body: range, signal }),
    deleteIpRange: async (rangeId, { signal } = {}) => {
      await http(withQuery(url('/tenant/ranges/'), { rangeId }), { method: 'DELETE', signal });
    },
    tenantSettings: ({ signal } = {}) => http<TenantSettings>(url('/tenant/settings'), { signal }),
    saveTenantSettings: (settings, { signal } = {}) =>
      http<TenantSettings>(url('/tenant/settings'), { method: 'PUT', body: settings, signal }),
    newOfflineLoginKey: ({ signal } = {}) =>
      http<string>(url('/tenant/offlineloginkey'), { method: 'POST', signal }),
  };
};
