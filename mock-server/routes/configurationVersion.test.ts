import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../src/contract/errorCodes';
import type { StoredConfiguration } from '../../src/domain/deviceConfiguration';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

/** Two administrators saving one device's configuration (issue 38): the version read is sent back, one wins. */
const { start } = mockServers();

async function configured(url: string, token: string) {
  const all = await call<OkBody<{ items: { id: string; configId?: string | null }[] }>>(url, '/device/all', {
    token,
  });
  const device = all.body.result.items.find((item) => item.configId)?.id ?? '';
  const read = await call<OkBody<StoredConfiguration>>(url, `/device/configuration?deviceId=${device}`, {
    token,
  });
  return { device, stored: read.body.result };
}

describe('PUT /device/configuration with the version read', () => {
  it('lets exactly one of several concurrent saves of the same version win; the others are told', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const { device, stored } = await configured(url, token);
    const save = (duration: number) =>
      call<OkBody<StoredConfiguration> | ErrorBody>(url, `/device/configuration?deviceId=${device}`, {
        method: 'PUT',
        token,
        body: {
          id: stored.id,
          modifiedDate: stored.modifiedDate,
          configurations: [{ ...stored.configurations[0], duration }],
        },
      });
    const answers = await Promise.all([21, 22, 23, 24, 25].map(save));
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser.status).toBe(409);
      expect((loser.body as ErrorBody).error.code).toBe(API_ERROR_CODES.CONFIGURATION_CONFLICT);
    }
    const after = await call<OkBody<StoredConfiguration>>(url, `/device/configuration?deviceId=${device}`, {
      token,
    });
    const won = (winners[0].body as OkBody<StoredConfiguration>).result;
    expect(after.body.result.configurations[0].duration).toBe(won.configurations[0].duration);
    expect(after.body.result.modifiedDate).not.toBe(stored.modifiedDate);
    // The winner's version saves again; the stale one never does.
    expect((await save(30)).status).toBe(409);
  });

  it('refuses a version that is not text, and still takes a body without one (the spec’s body)', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const { device, stored } = await configured(url, token);
    const put = (body: object) =>
      call<ErrorBody>(url, `/device/configuration?deviceId=${device}`, { method: 'PUT', token, body });
    const bad = await put({ id: stored.id, modifiedDate: 5, configurations: stored.configurations });
    expect(bad.status).toBe(400);
    expect((await put({ id: stored.id, configurations: stored.configurations })).status).toBe(200);
  });

  it('keeps what it is sent beyond the sheet: every entry, its order and its home-screen duration', async () => {
    // What a Devices-tab push sends back (issue 38): the stored configuration with only the sheet's part changed.
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const { device, stored } = await configured(url, token);
    const first = { ...stored.configurations[0], duration: 30, order: 2 };
    const second = { ...stored.configurations[0], duration: 45, order: 3 };
    const saved = await call<OkBody<StoredConfiguration>>(url, `/device/configuration?deviceId=${device}`, {
      method: 'PUT',
      token,
      body: { id: stored.id, modifiedDate: stored.modifiedDate, configurations: [first, second] },
    });
    expect(saved.status).toBe(200);
    const after = await call<OkBody<StoredConfiguration>>(url, `/device/configuration?deviceId=${device}`, {
      token,
    });
    expect(after.body.result.configurations).toEqual([first, second]);
  });
});
