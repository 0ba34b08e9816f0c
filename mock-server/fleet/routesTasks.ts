import type { Route } from './context';
import { PlayerHttpError, readJsonBody, requireText, sendBase64, sendJson } from './http';
import { receiveMultipart } from './multipart';
import { renderScreenshot } from '../images/screenshot';

/** Files stored by remote_upload_file are small configuration files. */
const STORED_FILE_MAX_BYTES = 1024 * 1024;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const APK_VERSION = /(\d+)\.(\d+)\.(\d+)\.apk$/i;
const FIRMWARE_VERSION = /(\d+\.\d+\.\d+)/;
const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** The package name of a start_app or stop_app body; refused unless it is a dotted Android package name. */
function packageName(body: Record<string, unknown>): string {
  const pkgname = requireText(body, 'pkgname');
  if (!PACKAGE.test(pkgname))
    throw new PlayerHttpError(400, 'pkgname must be a package name such as com.example.app');
  return pkgname;
}

/** Compares dotted numeric versions: negative when a < b. */
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Reboot, apps, screenshot, stored files and the app and firmware updates. */
export const taskRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/task\/reboot\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      await readJsonBody(req);
      ctx.rebootAfter(res);
      sendJson(res, 200, {});
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/task\/start_app\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const body = await readJsonBody(req);
      const pkgname = packageName(body);
      const classname = requireText(body, 'classname');
      ctx.store.state.runningApp = { pkgname, classname };
      await ctx.store.save();
      sendJson(res, 200, { results: { pkgname, classname, state: 'started' } });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/task\/stop_app\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const pkgname = packageName(await readJsonBody(req));
      const { state } = ctx.store;
      // Stopping an app that is not running is done already: a second click gets the same answer.
      const wasRunning = state.runningApp?.pkgname === pkgname;
      if (wasRunning) {
        state.runningApp = null;
        await ctx.store.save();
      }
      sendJson(res, 200, { results: { pkgname, state: 'stopped', was_running: wasRunning } });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/task\/screenshot\/?$/,
    auth: true,
    handle({ res, ctx }) {
      const image = renderScreenshot(
        String(ctx.store.state.settings.player_name),
        ctx.identity.modelId,
        new Date(),
      );
      res.writeHead(200, {
        'Content-Type': 'image/jpeg',
        'Content-Length': image.length,
        'Cache-Control': 'no-store',
      });
      res.end(image);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/task\/remote_upload_file\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const { fields, file } = await receiveMultipart(req, ctx, STORED_FILE_MAX_BYTES);
      const name = fields.filename || file.filename;
      if (!FILE_NAME.test(name)) throw new PlayerHttpError(400, 'invalid filename');
      ctx.store.state.files[name] = (file.content ?? Buffer.alloc(0)).toString('base64');
      await ctx.store.save();
      sendJson(res, 200, { results: { filename: name, size: file.size } });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/files\/([^/]+)$/,
    auth: true,
    handle({ res, params: [name], ctx }) {
      const { files } = ctx.store.state;
      const stored = Object.hasOwn(files, name) ? files[name] : undefined;
      if (stored === undefined) throw new PlayerHttpError(404, `no file ${name}`);
      const type = name.toLowerCase().endsWith('.xml') ? 'application/xml' : 'application/octet-stream';
      sendBase64(res, stored, type);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/task\/update_app\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const { file } = await receiveMultipart(req, ctx);
      ctx.countUpload('app');
      const match = APK_VERSION.exec(file.filename);
      if (!match) throw new PlayerHttpError(400, 'the app file must be an .apk named like app-2.3.0.apk');
      const version = match.slice(1, 4).join('.');
      const installed = ctx.store.state.appVersion;
      if (compareVersions(version, installed) < 0) {
        throw new PlayerHttpError(
          400,
          `possible app downgrade: ${version} is older than installed ${installed}`,
        );
      }
      // With firmwareNotApplied the app is kept aside (a reboot with the fault on does not apply it).
      if (ctx.fault().firmwareNotApplied) ctx.store.state.pendingAppVersion = version;
      else ctx.store.state.appVersion = version;
      await ctx.store.save();
      sendJson(res, 200, { results: { version, size: file.size, sha256: file.sha256 } });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/task\/update_firmware\/?$/,
    auth: true,
    async handle({ req, res, ctx }) {
      const { file } = await receiveMultipart(req, ctx);
      ctx.countUpload('firmware');
      if (file.head.subarray(0, 2).toString('latin1') !== 'PK') {
        throw new PlayerHttpError(400, 'invalid firmware image: not a zip archive');
      }
      const version = FIRMWARE_VERSION.exec(file.filename)?.[1] ?? `build-${file.sha256.slice(0, 8)}`;
      ctx.store.state.pendingFirmwareVersion = version;
      await ctx.store.save();
      sendJson(res, 200, {
        results: { version, size: file.size, sha256: file.sha256, applies: 'after reboot' },
      });
    },
  },
];
