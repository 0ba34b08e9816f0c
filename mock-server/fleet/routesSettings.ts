import type { PlayerContext, Route } from './context';
import { PlayerHttpError, readJsonBody, requireText, sendJson } from './http';
import { isSettingKey, isVolumeStream, settingProblem, volumeProblem } from './settings';

const STORAGE_TOTAL_BYTES = 8 * 1024 ** 3;
const STORAGE_USED_BYTES = 2_684_354_560;
const WIFI_STATES = ['enabled', 'disabled'];

function refuse(problem: string | null): void {
  if (problem) throw new PlayerHttpError(400, problem);
}

/** A POST of `{value}` that `apply` checks and stores (throwing to refuse); answers the value back. */
function valueRoute(
  pattern: RegExp,
  apply: (param: string, value: unknown, ctx: PlayerContext) => void,
): Route {
  return {
    method: 'POST',
    pattern,
    auth: true,
    async handle({ req, res, params: [param], ctx }) {
      const { value } = await readJsonBody(req);
      apply(param ?? '', value, ctx);
      await ctx.store.save();
      sendJson(res, 200, { value });
    },
  };
}

/** Device information, settings, audio volume and Wi-Fi. */
export const settingsRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/info\/?$/,
    auth: true,
    handle({ res, ctx }) {
      const { state } = ctx.store;
      const stored = Object.values(state.files).reduce(
        (sum, file) => sum + Math.floor((file.length * 3) / 4),
        0,
      );
      sendJson(res, 200, {
        results: {
          model_id: ctx.identity.modelId,
          serial_number: ctx.identity.serial,
          firmware_version: state.firmwareVersion,
          os_version: state.osVersion,
          app_version: state.appVersion,
          uptime: Math.floor(ctx.uptimeMs() / 1000),
          storage: { total: STORAGE_TOTAL_BYTES, free: STORAGE_TOTAL_BYTES - STORAGE_USED_BYTES - stored },
        },
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/settings\/?$/,
    auth: true,
    handle({ res, ctx }) {
      sendJson(res, 200, { results: { ...ctx.store.state.settings } });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/settings\/([^/]+)$/,
    auth: true,
    handle({ res, params: [key], ctx }) {
      if (!isSettingKey(key)) throw new PlayerHttpError(404, `unknown setting ${key}`);
      sendJson(res, 200, { value: ctx.store.state.settings[key] });
    },
  },
  valueRoute(/^\/v1\/settings\/([^/]+)$/, (key, value, ctx) => {
    if (!isSettingKey(key)) throw new PlayerHttpError(404, `unknown setting ${key}`);
    refuse(settingProblem(key, value));
    const { settings } = ctx.store.state;
    settings[key] = value as string | boolean;
    // The player plays what smil_content_url points at; content_url reports it.
    if (key === 'smil_content_url') settings.content_url = value as string;
  }),
  {
    method: 'GET',
    pattern: /^\/v1\/audio\/volume\/?$/,
    auth: true,
    handle({ res, ctx }) {
      sendJson(res, 200, { results: { ...ctx.store.state.volume } });
    },
  },
  valueRoute(/^\/v1\/audio\/volume\/([^/]+)$/, (stream, value, ctx) => {
    if (!isVolumeStream(stream)) throw new PlayerHttpError(404, `unknown audio stream ${stream}`);
    refuse(volumeProblem(value));
    ctx.store.state.volume[stream] = value as number;
  }),
  {
    method: 'GET',
    pattern: /^\/v1\/wifi\/state\/?$/,
    auth: true,
    handle({ res, ctx }) {
      sendJson(res, 200, { value: ctx.store.state.wifiState });
    },
  },
  valueRoute(/^\/v1\/wifi\/state\/?$/, (_, value, ctx) => {
    refuse(
      typeof value === 'string' && WIFI_STATES.includes(value) ? null : 'value must be enabled or disabled',
    );
    ctx.store.state.wifiState = value as 'enabled' | 'disabled';
  }),
  {
    method: 'GET',
    pattern: /^\/v1\/wifi\/network\/?$/,
    auth: true,
    handle({ res, ctx }) {
      sendJson(res, 200, { results: { ...ctx.store.state.wifiNetwork } });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/wifi\/network\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const body = await readJsonBody(req);
      const ssid = requireText(body, 'ssid');
      const security = typeof body.security === 'string' ? body.security : 'none';
      const assignment = body.ip_assignment === 'static' ? 'static' : 'dhcp';
      if (security !== 'none' && typeof body.password !== 'string') {
        throw new PlayerHttpError(400, 'password is required for a secured network');
      }
      if (ctx.store.state.wifiState !== 'enabled') throw new PlayerHttpError(400, 'wifi is disabled');
      const { state } = ctx.store;
      state.wifiNetwork = { ssid, security, ip_assignment: assignment };
      state.wifiPassword = typeof body.password === 'string' ? body.password : '';
      await ctx.store.save();
      sendJson(res, 200, { results: { ...state.wifiNetwork } });
    },
  },
];
