import { describe, expect, it } from 'vitest';
import type { MockServer } from '../../app';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../../test/harness';

const { start } = mockServers();

interface Look {
  id: string;
  type: string;
  name: string;
  version: number;
  modifiedBy: string | null;
  modifiedDate: string;
  usedBy: number;
  [field: string]: unknown;
}
interface ConflictBody extends ErrorBody {
  error: ErrorBody['error'] & { current?: Look; usedBy?: number };
}

const THEME = {
  type: 'RD',
  name: 'Atrium',
  mode: 'dark',
  accentColor: '#00838F',
  logoType: 'text',
  logoText: 'Acme',
};
const PNG_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function signedIn(server?: MockServer) {
  const mock = server ?? (await start());
  const token = await signIn(mock.url, 'admin');
  const send = <T>(method: string, path: string, body?: unknown) =>
    call<T>(mock.url, path, { method, token, body });
  return { mock, token, send };
}

describe('theme and profile writes', () => {
  it('creates, reads, updates and deletes a theme, bumping its version on each save', async () => {
    const { mock, send } = await signedIn();
    const created = await send<OkBody<Look>>('POST', '/theme', { ...THEME, name: '  Atrium  ' });
    expect(created.status).toBe(200);
    const theme = created.body.result;
    expect(theme).toMatchObject({
      name: 'Atrium',
      accentColor: '#00838f',
      logoUrl: null,
      version: 1,
      usedBy: 0,
    });
    expect(theme.modifiedBy).toBe('Alex Morgan');
    expect(mock.store.data.themes.find((item) => item.id === theme.id)?.tenantId).toBe('acme');

    const changes = { logoType: 'image', logoText: 'ignored', logoUrl: PNG_PIXEL, mode: 'brandLight' };
    const updated = await send<OkBody<Look>>('PUT', '/theme', { ...theme, ...changes });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ ...changes, logoText: null, version: 2, id: theme.id });
    const read = await send<OkBody<Look>>('GET', `/theme?id=${theme.id}`);
    expect(read.body.result.version).toBe(2);

    const removed = await send<OkBody<{ id: string }>>('DELETE', `/theme?id=${theme.id}`);
    expect(removed.body.result).toEqual({ id: theme.id });
    expect((await send<ErrorBody>('GET', `/theme?id=${theme.id}`)).status).toBe(404);
    expect((await send<ErrorBody>('DELETE', `/theme?id=${theme.id}`)).status).toBe(404);
  });

  it('creates and updates a profile with its typed settings', async () => {
    const { send } = await signedIn();
    const base = (await send<OkBody<Look>>('GET', '/profile?id=prof-acme-rd-1')).body.result;
    const { id: _id, ...copy } = base;
    const created = await send<OkBody<Look>>('POST', '/profile', {
      ...copy,
      name: 'Quiet rooms',
      showSubject: false,
    });
    expect(created.body.result).toMatchObject({
      name: 'Quiet rooms',
      type: 'RD',
      showSubject: false,
      version: 1,
    });
    const changed = {
      ...created.body.result,
      clockFormat: '12h',
      checkInEnabled: true,
      releaseUnconfirmed: true,
    };
    const updated = await send<OkBody<Look>>('PUT', '/profile', changed);
    expect(updated.body.result).toMatchObject({ clockFormat: '12h', releaseUnconfirmed: true, version: 2 });
  });

  it('refuses a duplicate theme label in the same tenant and display type with 60012', async () => {
    const { send, mock } = await signedIn();
    const first = (await send<OkBody<Look>>('POST', '/theme', THEME)).body.result;
    const duplicate = await send<ErrorBody>('POST', '/theme', { ...THEME, name: 'ATRIUM ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe(60012);
    const other = (await send<OkBody<Look>>('POST', '/theme', { ...THEME, name: 'Lobby' })).body.result;
    const renamed = await send<ErrorBody>('PUT', '/theme', { ...other, name: 'atrium' });
    expect(renamed.body.error.code).toBe(60012);
    // The same label is free for another display type, for the theme itself, and in another tenant.
    expect((await send('POST', '/theme', { ...THEME, type: 'FD' })).status).toBe(200);
    expect((await send('PUT', '/theme', { ...first, accentColor: '#000000' })).status).toBe(200);
    const globex = await signIn(mock.url, 'globex-admin');
    expect((await call(mock.url, '/theme', { method: 'POST', token: globex, body: THEME })).status).toBe(200);
  });

  it('refuses a save over a newer version with 60011 or 70010 and answers the newer version', async () => {
    const { send } = await signedIn();
    for (const [path, id, code] of [
      ['/theme', 'theme-acme-rd-2', 60011],
      ['/profile', 'prof-acme-fd-1', 70010],
    ] as const) {
      const loaded = (await send<OkBody<Look>>('GET', `${path}?id=${id}`)).body.result;
      const first = await send<OkBody<Look>>('PUT', path, { ...loaded, name: `${loaded.name} (first)` });
      expect(first.body.result.version).toBe(2);
      const second = await send<ConflictBody>('PUT', path, { ...loaded, name: `${loaded.name} (second)` });
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe(code);
      expect(second.body.error.message).toMatch(/Alex Morgan.*version 2.*version 1/);
      expect(second.body.error.current).toMatchObject({ id, name: `${loaded.name} (first)`, version: 2 });
      const kept = (await send<OkBody<Look>>('GET', `${path}?id=${id}`)).body.result;
      expect(kept.name).toBe(`${loaded.name} (first)`);
    }
  });

  it('refuses to delete a profile or theme that a stored device configuration uses', async () => {
    const { send, mock } = await signedIn();
    const entry = mock.store.data.configurations.find(
      (item) => item.tenantId === 'acme' && item.configurations[0].roomConfiguration,
    )?.configurations[0].roomConfiguration;
    expect(entry).toBeTruthy();
    for (const [path, id, code] of [
      ['/theme', entry?.themeId, 60013],
      ['/profile', entry?.profileId, 70011],
    ] as const) {
      const refused = await send<ConflictBody>('DELETE', `${path}?id=${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe(code);
      expect(refused.body.error.usedBy).toBeGreaterThan(0);
      expect(refused.body.error.message).toMatch(/is used by \d+ devices?/);
      expect((await send('GET', `${path}?id=${id}`)).status).toBe(200);
    }
  });

  it('answers malformed and invalid bodies with 400 and says what is wrong', async () => {
    const { send } = await signedIn();
    const theme = (await send<OkBody<Look>>('POST', '/theme', THEME)).body.result;
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/theme', '[1,2]', /JSON object/],
      ['POST', '/theme', '{"name":', /not valid JSON/],
      ['POST', '/theme', { ...THEME, type: 'SD' }, /type must be one of RD, FD, FBD/],
      [
        'POST',
        '/theme',
        { ...THEME, accentColor: 'blue', mode: 'neon' },
        /mode is not one.*accentColor must be/,
      ],
      ['POST', '/theme', { ...THEME, logoText: 'A much too long logo text' }, /logoText is longer than 15/],
      ['POST', '/theme', { ...THEME, logoType: 'image', logoUrl: 'http://x/logo.png' }, /base64 data URL/],
      ['POST', '/theme', { ...THEME, logoType: 'image', logoUrl: 'data:image/gif;base64,R0lG' }, /PNG, JPEG/],
      [
        'POST',
        '/profile',
        { type: 'RD', name: 'x', idleMinutes: 0 },
        /idleMinutes must be between 1 and 240/,
      ],
      ['PUT', '/theme', { ...theme, version: undefined }, /"version"/],
      ['PUT', '/theme', { ...theme, id: 7 }, /"id"/],
      ['PUT', '/theme', { ...theme, type: 'FD' }, /type cannot change/],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await send<ErrorBody>(method, path, body);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 400 });
      expect(answer.body.error.message).toMatch(message);
    }
  });

  it('caps a logo at 100 kB: a larger image is refused with its size in the message', async () => {
    const { send } = await signedIn();
    const big = `data:image/png;base64,${'A'.repeat(136_000)}`;
    const answer = await send<ErrorBody>('POST', '/theme', { ...THEME, logoType: 'image', logoUrl: big });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/logoUrl is 102 kB; the limit is 100 kB/);
  });

  it('keeps other tenants’ records out of reach for writes', async () => {
    const { send } = await signedIn();
    const put = await send<ErrorBody>('PUT', '/theme', { ...THEME, id: 'theme-globex-rd-1', version: 1 });
    expect(put.status).toBe(404);
    expect((await send<ErrorBody>('DELETE', '/profile?id=prof-globex-rd-1')).status).toBe(404);
  });
});
