import jpeg from 'jpeg-js';
import { describe, expect, it, vi } from 'vitest';
import type { Device, Ref } from '../db/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();

interface ShotView {
  deviceId: string;
  takenAt: string | null;
  image: string | null;
  requestedAt: string | null;
}

const decode = (dataUrl: string) =>
  jpeg.decode(Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64'));

describe('device actions', () => {
  it('answers a screenshot request with a fresh JPEG after a short delay, full size and thumbnail', async () => {
    // Long enough that the answer right after the request still shows it waiting on a busy machine.
    const { url } = await start({ screenshotDelayMs: 1_000 });
    const token = await signIn(url, 'admin');
    const path = '/device/screenshot?thumbnail=false&devices=dev-00002,dev-00006,dev-99999';
    const before = await call<OkBody<ShotView[]>>(url, path, { token });
    expect(before.body.result).toEqual([
      { deviceId: 'dev-00002', takenAt: null, image: null, requestedAt: null },
      { deviceId: 'dev-00006', takenAt: null, image: null, requestedAt: null },
    ]);
    const asked = Date.now();
    const request = await call<OkBody<{ requestedAt: string }>>(
      url,
      '/device/screenshot/request?deviceId=dev-00002',
      { method: 'POST', token },
    );
    expect(request.status).toBe(200);
    const waiting = await call<OkBody<ShotView[]>>(url, path, { token });
    expect(waiting.body.result[0]).toMatchObject({
      image: null,
      requestedAt: request.body.result.requestedAt,
    });
    // The player sends its picture after the delay: ask again until it is there.
    const after = await vi.waitFor(async () => {
      const answer = await call<OkBody<ShotView[]>>(url, path, { token });
      expect(answer.body.result[0].image).not.toBeNull();
      return answer;
    }, 10_000);
    const [shot, untouched] = after.body.result;
    expect(untouched.image).toBeNull();
    expect(shot.requestedAt).toBeNull();
    expect(Date.parse(shot.takenAt ?? '')).toBeGreaterThanOrEqual(asked - 1000);
    expect(decode(shot.image ?? '')).toMatchObject({ width: 320, height: 180 });
    const thumbs = await call<OkBody<ShotView[]>>(
      url,
      '/device/screenshot?thumbnail=true&devices=dev-00002',
      {
        token,
      },
    );
    expect(decode(thumbs.body.result[0].image ?? '')).toMatchObject({ width: 160, height: 90 });
  });

  it('refuses a screenshot of an offline device with 409 and code 50001', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await call<ErrorBody>(url, '/device/screenshot/request?deviceId=dev-00001', {
      method: 'POST',
      token,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe(50001);
    expect((await call<ErrorBody>(url, '/device/screenshot?devices=', { token })).status).toBe(400);
  });

  it('gives device info and reloads only a configured device', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const info = await call<OkBody<Partial<Device>>>(url, '/device/info?id=dev-00005', { token });
    expect(info.body.result).toMatchObject({ id: 'dev-00005', firmwareVersion: null, appVersion: null });
    expect(info.body.result).toHaveProperty('lastConnected');
    const reload = (id: string) =>
      call<ErrorBody>(url, `/device/configuration/reload?deviceId=${id}`, { method: 'POST', token });
    expect((await reload('dev-00002')).status).toBe(200);
    const refused = await reload('dev-00003');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe(50002);
    expect((await reload('dev-99999')).status).toBe(404);
  });

  it('unlinks a device with its configuration; another tenant cannot', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const globex = await signIn(url, 'globex-admin');
    expect(
      (await call(url, '/device?isDevice=false&id=dev-00006', { method: 'DELETE', token: globex })).status,
    ).toBe(404);
    expect((await call(url, '/device?isDevice=true&id=dev-00006', { method: 'DELETE', token })).status).toBe(
      400,
    );
    const unlinked = await call<OkBody<{ id: string }>>(url, '/device?isDevice=false&id=dev-00006', {
      method: 'DELETE',
      token,
    });
    expect(unlinked.body.result.id).toBe('dev-00006');
    expect((await call(url, '/device?id=dev-00006', { token })).status).toBe(404);
    expect(store.data.configurations.some((config) => config.deviceId === 'dev-00006')).toBe(false);
    const list = await call<OkBody<{ items: Device[] }>>(url, '/device/all', { token });
    expect(list.body.result.items).toHaveLength(39);
  });

  it('sets and clears a label, and refuses one that is too long', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const label = (value: unknown) =>
      call<OkBody<Device>>(url, '/device/label?id=dev-00002', { method: 'POST', token, body: { value } });
    expect((await label('  Lobby screen ')).body.result.label).toBe('Lobby screen');
    expect((await call<OkBody<Device>>(url, '/device?id=dev-00002', { token })).body.result.label).toBe(
      'Lobby screen',
    );
    expect((await label('')).body.result.label).toBeNull();
    expect((await label('x'.repeat(65))).status).toBe(400);
    expect((await label(42)).status).toBe(400);
  });

  it('sets a group, creating a new one for the tenant and reusing an existing one whatever its case', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const group = (id: string, value: string) =>
      call<OkBody<Device>>(url, `/device/group?id=${id}`, { method: 'POST', token, body: { value } });
    expect((await group('dev-00002', 'wayfinding')).body.result.group).toBe('Wayfinding');
    expect((await group('dev-00006', 'Pilot rooms')).body.result.group).toBe('Pilot rooms');
    const groups = await call<OkBody<Ref[]>>(url, '/tenant/groups', { token });
    expect(groups.body.result.filter((g) => g.name === 'Pilot rooms')).toHaveLength(1);
    expect((await group('dev-00007', 'Pilot rooms')).body.result.group).toBe('Pilot rooms');
    expect((await call<OkBody<Ref[]>>(url, '/tenant/groups', { token })).body.result).toHaveLength(6);
    const globexGroups = await call<OkBody<Ref[]>>(url, '/tenant/groups', {
      token: await signIn(url, 'globex-admin'),
    });
    expect(globexGroups.body.result.map((g) => g.name)).not.toContain('Pilot rooms');
  });
});
