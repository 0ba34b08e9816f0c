import { describe, expect, it } from 'vitest';
import { createFakeHttpClient } from '../test/fakeHttpClient';
import { createDriftBaselineApi } from './driftBaselines';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };
const SOURCE = { serialNumber: 'QB1', playerName: 'Lobby' };

describe('drift baseline calls', () => {
  it('list, save, rename with the version read, and delete saved baselines', async () => {
    const saved = { id: 'b 1', name: 'Lobby', values: {}, source: SOURCE, modifiedDate: 'd1' };
    const { http, spy } = createFakeHttpClient({
      [`GET ${DC}/qbic/baselines`]: null,
      [`POST ${DC}/qbic/baselines`]: saved,
      [`PUT ${DC}/qbic/baselines/b%201`]: { ...saved, name: 'Hall', modifiedDate: 'd2' },
      [`DELETE ${DC}/qbic/baselines/b%201`]: { id: 'b 1' },
    });
    const api = createDriftBaselineApi(http, urls);
    await expect(api.savedBaselines()).resolves.toEqual([]);
    await expect(
      api.saveBaseline({ name: 'Lobby', values: saved.values as never, source: SOURCE }),
    ).resolves.toEqual(saved);
    await expect(api.updateBaseline(saved, { name: 'Hall' })).resolves.toMatchObject({ name: 'Hall' });
    await expect(api.deleteBaseline('b 1')).resolves.toBeUndefined();
    expect(spy.mock.calls[2][1]).toMatchObject({ method: 'PUT', body: { name: 'Hall', modifiedDate: 'd1' } });
  });

  it('read and record the last sheet pushed', async () => {
    const row = { serialNumber: 'QB1', deviceName: 'Hall', username: 'kiosk', hasPassword: true };
    const { http, spy } = createFakeHttpClient({
      [`GET ${DC}/qbic/lastsheet`]: null,
      [`PUT ${DC}/qbic/lastsheet`]: { pushedAt: 't', pushedBy: 'admin', rows: [row] },
    });
    const api = createDriftBaselineApi(http, urls);
    await expect(api.lastSheetPushed()).resolves.toBeNull();
    await expect(api.recordSheetPushed([row])).resolves.toMatchObject({ rows: [row] });
    expect(spy.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: { rows: [row] } });
  });
});
