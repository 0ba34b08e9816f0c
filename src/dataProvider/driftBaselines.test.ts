import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createDriftBaselineApi } from './driftBaselines';
import { ERROR_CODES } from './errorCodes';

const SOURCE = { serialNumber: 'QB1', playerName: 'Lobby' };
const person = { id: 'u-admin', name: 'Alex Morgan' };
const stored = {
  id: 'b1',
  tenant: 'acme',
  version: 1,
  name: 'Lobby',
  values: {},
  source: SOURCE,
  updatedAt: 'd1',
  createdAt: 'd0',
  createdBy: person,
};

/** The records provider, faked: the calls the baseline calls make, with the records they answer. */
const recordsWith = (overrides: Partial<Record<keyof DataProvider, unknown>> = {}) =>
  ({
    getList: vi.fn(async () => ({ data: [stored], total: 1 })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...stored, ...data, id: 'b2' },
    })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...stored, ...data, version: 2, updatedAt: 'd2' },
    })),
    delete: vi.fn(async () => ({ data: stored })),
    ...overrides,
  }) as unknown as DataProvider &
    Record<'getList' | 'create' | 'update' | 'delete', ReturnType<typeof vi.fn>>;

describe('drift baselines as records', () => {
  it('lists, saves, renames with the version read, and deletes baselines in the records resource', async () => {
    const records = recordsWith();
    const api = createDriftBaselineApi(records);
    const [lobby] = await api.savedBaselines();
    expect(lobby).toEqual({
      id: 'b1',
      name: 'Lobby',
      values: {},
      source: SOURCE,
      modifiedDate: 'd1',
      version: 1,
    });
    expect(records.getList).toHaveBeenCalledWith(
      'baselines',
      expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }),
    );
    await expect(
      api.saveBaseline({ name: ' Hall ', values: {} as never, source: SOURCE }),
    ).resolves.toMatchObject({ id: 'b2', name: 'Hall' });
    const renamed = await api.updateBaseline(lobby, { name: 'Atrium' });
    expect(renamed).toMatchObject({ name: 'Atrium', version: 2 });
    expect(records.update).toHaveBeenCalledWith(
      'baselines',
      expect.objectContaining({ id: 'b1', data: { name: 'Atrium', values: {}, source: SOURCE, version: 1 } }),
    );
    await api.deleteBaseline('b1');
    expect(records.delete).toHaveBeenCalledWith('baselines', { id: 'b1' });
  });

  it('refuses a name taken ignoring case (95002) and says a stale version is the baseline conflict (95001)', async () => {
    const stale = new ApiError(ERROR_CODES.RECORD_CONFLICT, 'stale', 409);
    const records = recordsWith({ update: vi.fn(async () => Promise.reject(stale)) });
    const api = createDriftBaselineApi(records);
    await expect(
      api.saveBaseline({ name: 'LOBBY', values: {} as never, source: SOURCE }),
    ).rejects.toMatchObject({ code: ERROR_CODES.DUPLICATE_BASELINE_NAME });
    expect(records.create).not.toHaveBeenCalled();
    const [lobby] = await api.savedBaselines();
    await expect(api.updateBaseline(lobby, { name: 'Lobby' })).rejects.toMatchObject({
      code: ERROR_CODES.BASELINE_CONFLICT,
    });
  });

  it('reads the newest sheet pushed and records a new one', async () => {
    const row = { serialNumber: 'QB1', deviceName: 'Hall', username: 'kiosk', hasPassword: true };
    const sheet = { ...stored, id: 's1', rows: [row], createdAt: '2026-11-29T06:00:00.000Z' };
    const records = recordsWith({
      getList: vi.fn(async () => ({ data: [sheet], total: 3 })),
      create: vi.fn(async () => ({ data: sheet })),
    });
    const api = createDriftBaselineApi(records);
    await expect(api.lastSheetPushed()).resolves.toEqual({
      pushedAt: sheet.createdAt,
      pushedBy: 'Alex Morgan',
      rows: [row],
    });
    expect(records.getList).toHaveBeenCalledWith(
      'sheets',
      expect.objectContaining({
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
    await api.recordSheetPushed([row]);
    expect(records.create).toHaveBeenCalledWith('sheets', { data: { rows: [row] } });
    const empty = createDriftBaselineApi(
      recordsWith({ getList: vi.fn(async () => ({ data: [], total: 0 })) }),
    );
    await expect(empty.lastSheetPushed()).resolves.toBeNull();
  });
});
