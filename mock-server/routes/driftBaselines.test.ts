import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRIFT_FIELDS, type DriftValues, type SavedBaseline } from '../../src/domain/drift/baseline';
import type { MockServer } from '../app';
import type { DbData } from '../db/types';
import { call, mockServers, signIn, type ErrorBody } from '../test/harness';
import { everythingBut, statusCounts, together } from '../test/races';

const { start } = mockServers();
type Either<T> = { success: boolean; result: T; error: ErrorBody['error'] };
type Baseline = Omit<SavedBaseline, 'tenantId'>;

const values = (change: Partial<DriftValues> = {}): DriftValues => ({
  ...(Object.fromEntries(DRIFT_FIELDS.map((field) => [field, ''])) as DriftValues),
  play_group: 'Floor 1',
  volume_stream_music: '40',
  login_username: 'kiosk',
  login_password: 'set',
  ...change,
});
const draft = (name: string, change: Partial<DriftValues> = {}) => ({
  name,
  values: values(change),
  source: { serialNumber: 'QB0001', playerName: 'Lobby' },
});

const send = <T = Baseline>(url: string, token: string, method: string, path: string, body?: unknown) =>
  call<Either<T>>(url, path, { method, token, body });
const list = async (url: string, token: string) =>
  (await send<Baseline[]>(url, token, 'GET', '/qbic/baselines')).body.result;
const snapshot = (mock: MockServer): DbData => JSON.parse(JSON.stringify(mock.store.data)) as DbData;

async function twoTenants() {
  const mock = await start();
  const acme = await signIn(mock.url, 'admin');
  const globex = await signIn(mock.url, 'globex-admin');
  return { mock, url: mock.url, acme, globex };
}

describe('saved drift baselines', () => {
  it('saves, lists, renames, overwrites and deletes a tenant’s baselines, never another tenant’s', async () => {
    const { url, acme, globex } = await twoTenants();
    const saved = await send(url, acme, 'POST', '/qbic/baselines', draft('  Lobby standard  '));
    expect(saved.status).toBe(200);
    const lobby = saved.body.result;
    expect(lobby).toMatchObject({
      name: 'Lobby standard',
      values: values(),
      source: { serialNumber: 'QB0001' },
    });
    expect(lobby).not.toHaveProperty('tenantId');
    await send(url, globex, 'POST', '/qbic/baselines', draft('Lobby standard'));
    expect((await list(url, acme)).map((baseline) => baseline.name)).toEqual(['Lobby standard']);

    // Another tenant can neither see, rename nor delete it.
    const foreign = await send(url, globex, 'PUT', `/qbic/baselines/${lobby.id}`, {
      name: 'Taken over',
      modifiedDate: lobby.modifiedDate,
    });
    expect(foreign.status).toBe(404);
    expect((await send(url, globex, 'DELETE', `/qbic/baselines/${lobby.id}`)).status).toBe(404);

    const renamed = await send(url, acme, 'PUT', `/qbic/baselines/${lobby.id}`, {
      name: 'Lobby',
      modifiedDate: lobby.modifiedDate,
    });
    expect(renamed.body.result).toMatchObject({ name: 'Lobby', values: values() });
    expect(renamed.body.result.modifiedDate > lobby.modifiedDate).toBe(true);
    const overwritten = await send(url, acme, 'PUT', `/qbic/baselines/${lobby.id}`, {
      ...draft('Lobby', { volume_stream_music: '55' }),
      modifiedDate: renamed.body.result.modifiedDate,
    });
    expect(overwritten.body.result.values.volume_stream_music).toBe('55');

    expect((await send(url, acme, 'DELETE', `/qbic/baselines/${lobby.id}`)).status).toBe(200);
    expect(await list(url, acme)).toEqual([]);
    expect((await list(url, globex)).map((baseline) => baseline.name)).toEqual(['Lobby standard']);
  });

  it.each([
    [draft(''), /name of 1 to 64/],
    [draft('x'.repeat(65)), /name of 1 to 64/],
    [{ ...draft('A'), values: { ...values(), login_secret: 'hunter2' } }, /every compared field/],
    [{ ...draft('A'), values: { ...values(), play_group: 4 } }, /every compared field/],
    [{ ...draft('A'), source: 'QB1' }, /source must name the player/],
    ['[1,2]', /JSON object/],
  ])('refuses %j with 400 and a clear message, keeping nothing', async (body, message) => {
    const { url, acme } = await twoTenants();
    const answer = await send(url, acme, 'POST', '/qbic/baselines', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 10400, message: expect.stringMatching(message) });
    expect(await list(url, acme)).toEqual([]);
  });

  it('is for administrators only', async () => {
    const { url } = await twoTenants();
    const viewer = await signIn(url, 'viewer');
    expect((await send(url, viewer, 'GET', '/qbic/baselines')).status).toBe(403);
    expect((await send(url, viewer, 'POST', '/qbic/baselines', draft('Mine'))).status).toBe(403);
    expect((await send(url, viewer, 'GET', '/qbic/lastsheet')).status).toBe(403);
  });

  it('refuses a name another baseline of the tenant reads the same as, and a stale rename', async () => {
    const { url, acme } = await twoTenants();
    const first = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    const second = (await send(url, acme, 'POST', '/qbic/baselines', draft('Atrium'))).body.result;
    const again = await send(url, acme, 'POST', '/qbic/baselines', draft(' LOBBY '));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 95002, message: expect.stringContaining('LOBBY') });
    const clash = await send(url, acme, 'PUT', `/qbic/baselines/${second.id}`, {
      name: 'lobby',
      modifiedDate: second.modifiedDate,
    });
    expect(clash.body.error?.code).toBe(95002);
    await send(url, acme, 'PUT', `/qbic/baselines/${first.id}`, {
      name: 'Hall',
      modifiedDate: first.modifiedDate,
    });
    const stale = await send(url, acme, 'PUT', `/qbic/baselines/${first.id}`, {
      name: 'Lobby again',
      modifiedDate: first.modifiedDate,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe(95001);
    expect((await list(url, acme)).map((baseline) => baseline.name)).toEqual(['Atrium', 'Hall']);
  });
});

describe('what a saved baseline never holds', () => {
  it('refuses a password sent in place of whether one is set, on save and on overwrite', async () => {
    const { mock, url, acme } = await twoTenants();
    const saved = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    const before = snapshot(mock);
    const secret = { login_password: 'hunter2-secret' };
    const refused = await send<null>(url, acme, 'POST', '/qbic/baselines', draft('Secret', secret));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('login_password');
    const overwrite = await send<null>(url, acme, 'PUT', `/qbic/baselines/${saved.id}`, {
      ...draft('Lobby', secret),
      modifiedDate: saved.modifiedDate,
    });
    expect(overwrite.status).toBe(400);
    expect(snapshot(mock)).toEqual(before);
    expect(JSON.stringify(mock.store.data)).not.toContain('hunter2');
  });

  it('forgets a password a data file written before kept, keeping only that the login had one', async () => {
    const { mock, url, acme } = await twoTenants();
    const saved = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    const [record] = mock.store.data.driftBaselines;
    record.values.login_password = 'hunter2-secret';
    mock.store.changed('driftBaselines', record.id);
    await mock.close();
    const again = await start({ dbFile: mock.store.file });
    const token = await signIn(again.url, 'admin');
    expect(await list(again.url, token)).toEqual([saved]);
    await again.close();
    const folder = dirname(mock.store.file);
    for (const file of readdirSync(folder).filter((name) => statSync(join(folder, name)).isFile()))
      expect(readFileSync(join(folder, file), 'utf8'), file).not.toContain('hunter2');
  });

  it('refuses a name of only invisible characters, on save and on rename', async () => {
    const { mock, url, acme } = await twoTenants();
    const saved = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    const before = snapshot(mock);
    for (const name of ['\u200B\u200D', '\u2060 \uFEFF', '\u3164\u00AD', '\u2800']) {
      const created = await send<null>(url, acme, 'POST', '/qbic/baselines', draft(name));
      expect(created.status, JSON.stringify(name)).toBe(400);
      const renamed = await send<null>(url, acme, 'PUT', `/qbic/baselines/${saved.id}`, {
        name,
        modifiedDate: saved.modifiedDate,
      });
      expect(renamed.status, JSON.stringify(name)).toBe(400);
    }
    const twin = await send<null>(url, acme, 'POST', '/qbic/baselines', draft('Lob\u200Bby'));
    expect(twin.body.error.code).toBe(95002);
    expect(snapshot(mock)).toEqual(before);
  });
});

describe('saved drift baselines: writers of the same moment', () => {
  it.each([2, 8])(
    '%i saves of one name: exactly one is saved, the others are told the name is taken',
    async (count) => {
      const { mock, url, acme, globex } = await twoTenants();
      // Another tenant's baseline of the same name neither blocks the save nor changes.
      await send(url, globex, 'POST', '/qbic/baselines', draft('Night'));
      const before = snapshot(mock);
      const answers = await together(count, (writer) =>
        send(
          url,
          acme,
          'POST',
          '/qbic/baselines',
          draft(writer % 2 ? 'Night' : 'NIGHT', { reboot_time: `0${writer}:00` }),
        ),
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: count - 1 });
      for (const answer of answers.filter((one) => one.status === 409))
        expect(answer.body.error?.code).toBe(95002);
      const kept = await list(url, acme);
      expect(kept).toHaveLength(1);
      const winner = answers.find((answer) => answer.status === 200)?.body.result;
      expect(kept[0]).toEqual(winner);
      const target = [{ collection: 'driftBaselines' as const, id: kept[0].id }];
      expect(everythingBut(snapshot(mock), target)).toBe(everythingBut(before, []));
    },
  );

  it.each([2, 8])(
    '%i changes from the same version: exactly one wins, the others are told it changed',
    async (count) => {
      const { mock, url, acme } = await twoTenants();
      const record = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
      const before = snapshot(mock);
      const answers = await together(count, (writer) =>
        send(url, acme, 'PUT', `/qbic/baselines/${record.id}`, {
          ...draft(`Lobby ${writer}`, { volume_stream_music: String(writer) }),
          modifiedDate: record.modifiedDate,
        }),
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: count - 1 });
      for (const answer of answers.filter((one) => one.status === 409))
        expect(answer.body.error?.code).toBe(95001);
      const winner = answers.find((answer) => answer.status === 200)?.body.result;
      expect(await list(url, acme)).toEqual([winner]);
      // The winner's name and values went together: no mix of two writers.
      expect(winner?.values.volume_stream_music).toBe(winner?.name.replace('Lobby ', ''));
      const target = [{ collection: 'driftBaselines' as const, id: record.id }];
      expect(everythingBut(snapshot(mock), target)).toBe(everythingBut(before, target));
    },
  );

  it('two deletes of one baseline: one is answered 200, the other 404, and nothing else goes', async () => {
    const { mock, url, acme, globex } = await twoTenants();
    const record = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    await send(url, acme, 'POST', '/qbic/baselines', draft('Atrium'));
    const foreign = (await send(url, globex, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    const before = snapshot(mock);
    const answers = await together(2, () => send(url, acme, 'DELETE', `/qbic/baselines/${record.id}`));
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: 1 });
    expect((await list(url, acme)).map((baseline) => baseline.name)).toEqual(['Atrium']);
    expect(await list(url, globex)).toEqual([foreign]);
    const target = [{ collection: 'driftBaselines' as const, id: record.id }];
    expect(everythingBut(snapshot(mock), target)).toBe(everythingBut(before, target));
  });
});

describe('the last bulk sheet pushed', () => {
  const row = (serialNumber: string, deviceName = 'Room') => ({
    serialNumber,
    deviceName,
    username: 'kiosk',
    hasPassword: true,
  });

  it('is none until a push records it; a later push replaces it, per tenant', async () => {
    const { url, acme, globex } = await twoTenants();
    const read = async (token: string) =>
      (await send<{ rows: unknown[]; pushedBy: string } | null>(url, token, 'GET', '/qbic/lastsheet')).body
        .result;
    expect(await read(acme)).toBeNull();
    const first = await send(url, acme, 'PUT', '/qbic/lastsheet', { rows: [row('QB1'), row('QB2')] });
    expect(first.status).toBe(200);
    expect(await read(acme)).toMatchObject({ pushedBy: 'admin', rows: [row('QB1'), row('QB2')] });
    expect(await read(globex)).toBeNull();
    await send(url, acme, 'PUT', '/qbic/lastsheet', { rows: [row('QB3', 'Hall')] });
    expect((await read(acme))?.rows).toEqual([row('QB3', 'Hall')]);
  });

  it('are both found again after a restart', async () => {
    const { mock, url, acme } = await twoTenants();
    const baseline = (await send(url, acme, 'POST', '/qbic/baselines', draft('Lobby'))).body.result;
    await send(url, acme, 'PUT', '/qbic/lastsheet', { rows: [row('QB1')] });
    await mock.close();
    const again = await start({ dbFile: mock.store.file });
    const token = await signIn(again.url, 'admin');
    expect(await list(again.url, token)).toEqual([baseline]);
    const sheet = await send<{ rows: unknown[] }>(again.url, token, 'GET', '/qbic/lastsheet');
    expect(sheet.body.result.rows).toEqual([row('QB1')]);
  });

  it.each([
    [{ rows: [] }, /1 to 5000 rows/],
    [{ rows: [{ ...row('QB1'), password: 'x', hasPassword: 'yes' }] }, /Each row/],
    [{ rows: [row('QB1'), row('qb1')] }, /given twice/],
  ])('refuses %j with 400, keeping the sheet it had', async (body, message) => {
    const { url, acme } = await twoTenants();
    await send(url, acme, 'PUT', '/qbic/lastsheet', { rows: [row('QB9')] });
    const answer = await send(url, acme, 'PUT', '/qbic/lastsheet', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(message);
    const kept = await send<{ rows: unknown[] }>(url, acme, 'GET', '/qbic/lastsheet');
    expect(kept.body.result.rows).toEqual([row('QB9')]);
  });

  it('two pushes recorded at the same moment: one of them is the sheet, whole, and no other tenant’s changes', async () => {
    const { mock, url, acme, globex } = await twoTenants();
    await send(url, globex, 'PUT', '/qbic/lastsheet', { rows: [row('G1')] });
    const before = snapshot(mock);
    const sheets = [[row('A1'), row('A2')], [row('B1')]];
    const answers = await together(2, (writer) =>
      send(url, acme, 'PUT', '/qbic/lastsheet', { rows: sheets[writer] }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 2 });
    const kept = (await send<{ rows: unknown[] }>(url, acme, 'GET', '/qbic/lastsheet')).body.result.rows;
    expect(sheets).toContainEqual(kept);
    const target = [{ collection: 'lastSheets' as const, id: 'acme' }];
    expect(everythingBut(snapshot(mock), target)).toBe(everythingBut(before, target));
  });
});
