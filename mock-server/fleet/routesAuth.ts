import {
  DEFAULT_DEVICE_PASSWORD,
  DEVICE_PASSWORD_MAX_LENGTH,
  DEVICE_PASSWORD_MIN_LENGTH,
} from '../../src/contract/constants';
import type { Route } from './context';
import { reportedSerial } from './faults';
import { PlayerHttpError, readJsonBody, sendJson } from './http';

/** Public info (no token), the token call and the device password. */
export const authRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/public\/info\/?$/,
    auth: false,
    handle({ res, url, ctx }) {
      const { identity, store } = ctx;
      // A Map: a key such as __proto__ or constructor is simply unknown.
      const results = new Map<string, string>([
        ['model_id', identity.modelId],
        ['player_name', String(store.state.settings.player_name)],
        ['serial_number', reportedSerial(ctx.fault(), identity.serial)],
        ['api_version', identity.apiVersion],
      ]);
      const key = url.searchParams.get('key');
      if (key === null || key === '') return sendJson(res, 200, { results: Object.fromEntries(results) });
      const value = results.get(key);
      if (value === undefined) throw new PlayerHttpError(404, `unknown key ${key}`);
      sendJson(res, 200, { results: Object.fromEntries([[key, value]]) });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/oauth2\/token\/?$/,
    auth: false,
    async handle({ req, res, ctx }) {
      const body = await readJsonBody(req);
      if (body.grant_type !== 'password') throw new PlayerHttpError(400, 'unsupported grant_type');
      if (body.username !== 'admin') throw new PlayerHttpError(400, 'invalid username or password');
      if (typeof body.password !== 'string' || body.password !== ctx.effectivePassword()) {
        throw new PlayerHttpError(400, 'invalid username or password');
      }
      const { token, expiresIn } = ctx.issueToken();
      sendJson(res, 200, { access_token: token, token_type: 'Bearer', expires_in: expiresIn });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/user\/password\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const { value } = await readJsonBody(req);
      if (
        typeof value !== 'string' ||
        value.length < DEVICE_PASSWORD_MIN_LENGTH ||
        value.length > DEVICE_PASSWORD_MAX_LENGTH
      ) {
        throw new PlayerHttpError(
          400,
          `password must be ${DEVICE_PASSWORD_MIN_LENGTH} to ${DEVICE_PASSWORD_MAX_LENGTH} characters`,
        );
      }
      ctx.store.state.password = value;
      await ctx.store.save();
      sendJson(res, 200, {});
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/user\/password\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      await readJsonBody(req);
      ctx.store.state.password = DEFAULT_DEVICE_PASSWORD;
      await ctx.store.save();
      sendJson(res, 200, {});
    },
  },
];
