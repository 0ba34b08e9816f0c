import { DEFAULT_DEVICE_PASSWORD, DEVICE_PORT, REQUEST_TIMEOUT_MS } from '../config';
import { DeviceError } from './errors';
import {
  deviceBlob,
  deviceRequest,
  deviceUrl,
  parseJson,
  type CallOptions,
  type DeviceRequest,
  type Transport,
} from './request';
import type { DeviceSettingKey, DeviceSettings, DeviceSettingValue } from '../contract/playerSettings';
import type { DeviceInfo, DeviceSession, PublicInfo, WifiNetwork, WifiState } from './types';
import { browserXhr, uploadWithProgress, type UploadProgress, type XhrFactory } from './upload';

export interface DeviceClientOptions {
  /** Player port (default DEVICE_PORT). */
  port?: number;
  /** Per-call timeout (default REQUEST_TIMEOUT_MS); for uploads, the longest pause without progress. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Creates the XMLHttpRequest used for uploads (default: the browser's). */
  xhr?: XhrFactory;
}

interface DeviceToken {
  accessToken: string;
  /** How long the player says the token lasts, when it says so. */
  expiresInMs?: number;
}

export interface UploadOptions extends CallOptions {
  onProgress?: (progress: UploadProgress) => void;
}

/** A file to upload: a Blob with a name (a File in the browser). */
export type NamedBlob = Blob & { name: string };

/** What a player answers for an app or firmware upload: the version it will run, when it says so. */
interface UpdateAnswer {
  version?: string;
}

function updateAnswer(text: string): UpdateAnswer {
  try {
    const version = (JSON.parse(text) as { results?: { version?: unknown } }).results?.version;
    return typeof version === 'string' && version ? { version } : {};
  } catch {
    return {};
  }
}

export interface DeviceClient {
  readonly port: number;
  publicInfo(ip: string, options?: CallOptions): Promise<PublicInfo>;
  requestToken(ip: string, password?: string, options?: CallOptions): Promise<DeviceToken>;
  info(session: DeviceSession, options?: CallOptions): Promise<DeviceInfo>;
  settings(session: DeviceSession, options?: CallOptions): Promise<DeviceSettings>;
  setting(session: DeviceSession, key: DeviceSettingKey, options?: CallOptions): Promise<DeviceSettingValue>;
  setSetting(
    session: DeviceSession,
    key: DeviceSettingKey,
    value: DeviceSettingValue,
    options?: CallOptions,
  ): Promise<void>;
  volume(session: DeviceSession, options?: CallOptions): Promise<Record<string, number>>;
  setVolume(session: DeviceSession, stream: string, value: number, options?: CallOptions): Promise<void>;
  setPassword(session: DeviceSession, password: string, options?: CallOptions): Promise<void>;
  resetPassword(session: DeviceSession, options?: CallOptions): Promise<void>;
  screenshot(session: DeviceSession, options?: CallOptions): Promise<Blob>;
  reboot(session: DeviceSession, options?: CallOptions): Promise<void>;
  startApp(
    session: DeviceSession,
    app: { pkgname: string; classname: string },
    options?: CallOptions,
  ): Promise<void>;
  stopApp(session: DeviceSession, pkgname: string, options?: CallOptions): Promise<void>;
  /** remote_upload_file: stores a small file (e.g. config_logon.xml) on the player. */
  uploadFile(
    session: DeviceSession,
    filename: string,
    content: Blob | string,
    options?: CallOptions,
  ): Promise<void>;
  /** Reads back a stored file (`GET /v1/files/{filename}`). */
  readFile(session: DeviceSession, filename: string, options?: CallOptions): Promise<string>;
  wifiState(session: DeviceSession, options?: CallOptions): Promise<WifiState>;
  setWifiState(session: DeviceSession, state: WifiState, options?: CallOptions): Promise<void>;
  wifiNetwork(session: DeviceSession, options?: CallOptions): Promise<WifiNetwork>;
  setWifiNetwork(session: DeviceSession, network: WifiNetwork, options?: CallOptions): Promise<void>;
  updateApp(session: DeviceSession, file: NamedBlob, options?: UploadOptions): Promise<UpdateAnswer>;
  updateFirmware(session: DeviceSession, file: NamedBlob, options?: UploadOptions): Promise<UpdateAnswer>;
}

/** Direct calls to QBIC players at `http://{ip}:{port}` (001 §7). Every failure is a DeviceError. */
export function createDeviceClient(options: DeviceClientOptions = {}): DeviceClient {
  const transport: Transport = {
    port: options.port ?? DEVICE_PORT,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
  };
  const xhr = options.xhr ?? browserXhr;

  const json = async <T>(ip: string, path: string, request?: DeviceRequest) =>
    parseJson<T>(await deviceRequest(transport, ip, path, request));
  const authed = (session: DeviceSession, request: DeviceRequest = {}): DeviceRequest => ({
    ...request,
    token: session.token,
  });
  const send = async (
    session: DeviceSession,
    path: string,
    method: 'POST' | 'DELETE',
    body?: unknown,
    o?: CallOptions,
  ) => {
    await deviceRequest(transport, session.ip, path, authed(session, { ...o, method, json: body ?? {} }));
  };
  const results = async <T>(session: DeviceSession, path: string, o?: CallOptions) =>
    (await json<{ results: T }>(session.ip, path, authed(session, o))).results;
  const upload = async (session: DeviceSession, path: string, file: NamedBlob, o: UploadOptions = {}) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await uploadWithProgress({
      url: deviceUrl(transport.port, session.ip, path, session.token),
      token: session.token,
      form,
      xhr,
      idleTimeoutMs: o.timeoutMs ?? transport.timeoutMs,
      signal: o.signal,
      onProgress: o.onProgress,
    });
    return updateAnswer(answer);
  };

  return {
    port: transport.port,
    // 001 §7 "GET /v1/public/info?key=": the key left empty, the player answers every public field.
    publicInfo: async (ip, o) =>
      (await json<{ results: PublicInfo }>(ip, '/v1/public/info', { ...o, query: { key: '' } })).results,
    async requestToken(ip, password = DEFAULT_DEVICE_PASSWORD, o) {
      const body = { grant_type: 'password', username: 'admin', password };
      const answer = await json<{ access_token?: string; expires_in?: number }>(ip, '/v1/oauth2/token', {
        ...o,
        method: 'POST',
        json: body,
        tokenCall: true,
      });
      if (!answer.access_token) throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 200 });
      const expiresInMs = typeof answer.expires_in === 'number' ? answer.expires_in * 1000 : undefined;
      return { accessToken: answer.access_token, expiresInMs };
    },
    info: (session, o) => results<DeviceInfo>(session, '/v1/info', o),
    settings: (session, o) => results<DeviceSettings>(session, '/v1/settings', o),
    setting: async (session, key, o) =>
      (await json<{ value: DeviceSettingValue }>(session.ip, `/v1/settings/${key}`, authed(session, o)))
        .value,
    setSetting: (session, key, value, o) => send(session, `/v1/settings/${key}`, 'POST', { value }, o),
    volume: (session, o) => results<Record<string, number>>(session, '/v1/audio/volume', o),
    setVolume: (session, stream, value, o) =>
      send(session, `/v1/audio/volume/${encodeURIComponent(stream)}`, 'POST', { value }, o),
    setPassword: (session, password, o) => send(session, '/v1/user/password', 'POST', { value: password }, o),
    resetPassword: (session, o) => send(session, '/v1/user/password', 'DELETE', undefined, o),
    screenshot: (session, o) => deviceBlob(transport, session.ip, '/v1/task/screenshot', authed(session, o)),
    reboot: (session, o) => send(session, '/v1/task/reboot', 'POST', undefined, o),
    startApp: (session, app, o) => send(session, '/v1/task/start_app', 'POST', app, o),
    stopApp: (session, pkgname, o) => send(session, '/v1/task/stop_app', 'POST', { pkgname }, o),
    async uploadFile(session, filename, content, o) {
      const form = new FormData();
      form.append('filename', filename);
      form.append(
        'file',
        typeof content === 'string' ? new Blob([content], { type: 'application/xml' }) : content,
        filename,
      );
      await deviceRequest(
        transport,
        session.ip,
        '/v1/task/remote_upload_file',
        authed(session, { ...o, method: 'POST', body: form }),
      );
    },
    readFile: (session, filename, o) =>
      deviceRequest(transport, session.ip, `/v1/files/${encodeURIComponent(filename)}`, authed(session, o)),
    wifiState: async (session, o) =>
      (await json<{ value: WifiState }>(session.ip, '/v1/wifi/state', authed(session, o))).value,
    setWifiState: (session, state, o) => send(session, '/v1/wifi/state', 'POST', { value: state }, o),
    wifiNetwork: (session, o) => results<WifiNetwork>(session, '/v1/wifi/network', o),
    setWifiNetwork: (session, network, o) => send(session, '/v1/wifi/network', 'POST', network, o),
    updateApp: (session, file, o) => upload(session, '/v1/task/update_app', file, o),
    updateFirmware: (session, file, o) => upload(session, '/v1/task/update_firmware', file, o),
  };
}
