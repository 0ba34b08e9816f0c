import type { ConfigurationPayload, StoredConfiguration } from '../domain/deviceConfiguration';
import { saveMethodFor } from '../domain/configuration/payload';
import { TENANT_CHECK_MAX } from '../config';
import { ApiError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import type { HttpClient } from './httpClient';
import {
  defaultBaseUrls,
  joinUrl,
  withQuery,
  type BaseUrls,
  type CallOptions,
  type QueryValue,
} from './urls';

/** A device-control URL with its query (empty values left out). */
export const dcUrl = (urls: BaseUrls, path: string, query: Record<string, QueryValue> = {}): string =>
  withQuery(joinUrl(urls.dc(), path), query);

/** Device-control calls on single devices (000 §7 Devices, Configuration), beyond the list itself. */

interface DeviceInfo {
  id: string;
  serialNumber: string;
  modelId: string;
  ipAddress: string;
  status: number;
  firmwareVersion: string | null;
  osVersion: string | null;
  appVersion: string | null;
  lastConnected: string | null;
}

/** The latest screenshot of a device (image as a data URL), and a request still waiting for its picture. */
interface DeviceScreenshot {
  deviceId: string;
  takenAt: string | null;
  image: string | null;
  requestedAt: string | null;
}

interface ActionReceipt {
  deviceId: string;
  requestedAt: string;
}

/** Whether a device is one of the caller's tenant (GET /device/tenant; the answer's shape is the mock's). */
export interface DeviceTenancy {
  id: string;
  inTenant: boolean;
  name: string | null;
}

interface DeviceGroup {
  id: string;
  name: string;
}

/**
 * A failed unlink, in the shape of 000 §8: {errorCode, errorMessage, errorType OTHERS}. Still an ApiError, so
 * its status and code work everywhere else errors are read.
 */
export class UnlinkError extends ApiError {
  readonly errorCode: string | number;
  readonly errorMessage: string;
  readonly errorType = ERROR_CODES.OTHERS;

  constructor(cause: ApiError) {
    super(cause.code, cause.message, cause.status, cause.body);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'UnlinkError';
    this.errorCode = cause.code;
    this.errorMessage = cause.message;
  }
}

export interface DevicesApi {
  deviceInfo(id: string, options?: CallOptions): Promise<DeviceInfo>;
  deviceScreenshots(
    ids: readonly string[],
    options?: CallOptions & { thumbnail?: boolean },
  ): Promise<DeviceScreenshot[]>;
  requestScreenshot(id: string, options?: CallOptions): Promise<ActionReceipt>;
  reloadConfiguration(id: string, options?: CallOptions): Promise<ActionReceipt>;
  /** DELETE /device?isDevice=false: the device leaves the tenant. Fails with UnlinkError. */
  unlinkDevice(id: string, options?: CallOptions): Promise<void>;
  setDeviceGroup(id: string, value: string, options?: CallOptions): Promise<void>;
  setDeviceLabel(id: string, value: string, options?: CallOptions): Promise<void>;
  tenantGroups(options?: CallOptions): Promise<DeviceGroup[]>;
  /**
   * Which of the devices are (still) the caller's tenant's, asked in parts of TENANT_CHECK_MAX ids; when one is
   * not, the kept device list is forgotten.
   */
  devicesInTenant(ids: readonly string[], options?: CallOptions): Promise<DeviceTenancy[]>;
  deviceConfiguration(deviceId: string, options?: CallOptions): Promise<StoredConfiguration | null>;
  /** POST without an id (create), PUT with the stored configuration's id (update). */
  saveDeviceConfiguration(
    deviceId: string,
    payload: ConfigurationPayload,
    options?: CallOptions,
  ): Promise<StoredConfiguration>;
}

/**
 * @param changed called after every write that changes what the device list shows, so cached lists drop.
 */
export const createDevicesApi = (
  http: HttpClient,
  urls: BaseUrls = defaultBaseUrls,
  changed: () => void = () => undefined,
): DevicesApi => {
  const url = (path: string, query: Record<string, QueryValue>) => dcUrl(urls, path, query);
  /** A write; the list is forgotten whatever the outcome, as a failed write may still have changed it. */
  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } finally {
      changed();
    }
  };
  return {
    deviceInfo: (id, { signal } = {}) => http<DeviceInfo>(url('/device/info', { id }), { signal }),
    deviceScreenshots: async (ids, { signal, thumbnail = false } = {}) =>
      (await http<DeviceScreenshot[] | null>(url('/device/screenshot', { thumbnail, devices: ids }), {
        signal,
      })) ?? [],
    requestScreenshot: (deviceId, { signal } = {}) =>
      http<ActionReceipt>(url('/device/screenshot/request', { deviceId }), { method: 'POST', signal }),
    reloadConfiguration: (deviceId, { signal } = {}) =>
      http<ActionReceipt>(url('/device/configuration/reload', { deviceId }), { method: 'POST', signal }),
    unlinkDevice: (id, { signal } = {}) =>
      write(async () => {
        try {
          await http(url('/device', { isDevice: false, id }), { method: 'DELETE', signal });
        } catch (error) {
          throw error instanceof ApiError ? new UnlinkError(error) : error;
        }
      }),
    setDeviceGroup: (id, value, { signal } = {}) =>
      write(async () => {
        await http(url('/device/group', { id }), { method: 'POST', body: { value }, signal });
      }),
    setDeviceLabel: (id, value, { signal } = {}) =>
      write(async () => {
        await http(url('/device/label', { id }), { method: 'POST', body: { value }, signal });
      }),
    tenantGroups: async ({ signal } = {}) =>
      (await http<DeviceGroup[] | null>(url('/tenant/groups', {}), { signal })) ?? [],
    devicesInTenant: async (ids, { signal } = {}) => {
      const parts: string[][] = [];
      for (let start = 0; start < ids.length; start += TENANT_CHECK_MAX)
        parts.push(ids.slice(start, start + TENANT_CHECK_MAX));
      const answers = await Promise.all(
        parts.map((part) =>
          http<{ items?: DeviceTenancy[] } | null>(url('/device/tenant', { deviceIds: part.join(',') }), {
            signal,
          }),
        ),
      );
      const items = answers.flatMap((answer) => answer?.items ?? []);
      // A device that left the tenant is still in the kept list: it is read again on next use.
      if (items.some((item) => !item.inTenant)) changed();
      return items;
    },
    deviceConfiguration: (deviceId, { signal } = {}) =>
      http<StoredConfiguration | null>(url('/device/configuration', { deviceId }), { signal }),
    saveDeviceConfiguration: (deviceId, payload, { signal } = {}) =>
      write(() =>
        http<StoredConfiguration>(url('/device/configuration', { deviceId }), {
          method: saveMethodFor(payload.id),
          body: payload,
          signal,
        }),
      ),
  };
};
