import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { DeviceBulkRow } from '../../../domain/deviceBulk';
import type { ConfigurationPayload, StoredConfiguration } from '../../../domain/deviceConfiguration';
import { call, mockServers, signIn, type OkBody } from '../../../../mock-server/test/harness';
import { devicesFile } from '../../../../mock-server/test/sheetFiles';
import { prepareRows } from './prepareRows';
import { pushRows } from './pushRows';

/**
 * A Devices-tab push keeps every field the sheet does not carry (issue 38, HIGH): a room display with a
 * home-screen duration of 30, an order of 2 and a second entry, pushed with only its theme changed, keeps them.
 */
const { start } = mockServers();

describe('a Devices-tab push over a device with values the sheet does not carry', { timeout: 60_000 }, () => {
  it('changes only the theme, and the dry run lists only the theme', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const all = await call<
      OkBody<{ items: { id: string; type: string; configId?: string | null; modelId: string }[] }>
    >(url, '/device/all', { token });
    const DEVICE =
      all.body.result.items.find(
        (device) => device.type === 'RD' && device.configId && device.modelId !== 'TD-0360',
      )?.id ?? '';
    const configuration = async () =>
      (await call<OkBody<StoredConfiguration>>(url, `/device/configuration?deviceId=${DEVICE}`, { token }))
        .body.result;
    const save = (payload: ConfigurationPayload) =>
      call<OkBody<StoredConfiguration>>(url, `/device/configuration?deviceId=${DEVICE}`, {
        method: payload.id ? 'PUT' : 'POST',
        token,
        body: payload,
      });
    const before = await configuration();
    expect(before.configurations[0].appType).toBe('RD');
    // Values no sheet column carries, none of them the default.
    const first = { ...before.configurations[0], duration: 30, order: 2 };
    const second = { ...before.configurations[0], duration: 45, order: 3 };
    expect((await save({ id: before.id, configurations: [first, second] })).status).toBe(200);

    // The sheet as downloaded now, with only the theme changed to another room display theme.
    const download = await fetch(`${url}/device/configuration/bulk/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceIds: [DEVICE] }),
    });
    const book = XLSX.read(new Uint8Array(await download.arrayBuffer()), { type: 'array' });
    const sheet = XLSX.utils.sheet_to_json<(string | null)[]>(book.Sheets.Devices, {
      header: 1,
      defval: null,
    });
    const themeColumn = sheet[0].indexOf('Theme ID');
    const themes = await call<OkBody<{ items: { id: string }[] }>>(url, '/theme/all?type=RD', { token });
    const oldTheme = sheet[1][themeColumn];
    const newTheme = themes.body.result.items.find((theme) => theme.id !== oldTheme)?.id ?? '';
    expect(newTheme).not.toBe('');
    const edited = sheet.map((row, index) =>
      index === 1 ? row.map((cell, column) => (column === themeColumn ? newTheme : cell)) : row,
    );
    const form = new FormData();
    form.append('fileupload', new Blob([new Uint8Array(devicesFile(edited))]), 'bulk.xlsx');
    const validated = await fetch(`${url}/device/configuration/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const rows = prepareRows(((await validated.json()) as OkBody<DeviceBulkRow[]>).result);
    expect(rows[0].success).toBe(true);
    expect(rows[0].changes.map((change) => change.field)).toEqual(['theme']);

    const outcomes = await pushRows(
      rows,
      async (_id, payload) => {
        const answer = await save(payload);
        if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      },
      { concurrency: 1, read: () => configuration() },
    );
    expect(outcomes).toEqual([{ state: 'success' }]);
    const after = await configuration();
    expect(after.configurations).toHaveLength(2);
    expect(after.configurations[0]).toEqual({
      ...first,
      roomConfiguration: { ...first.roomConfiguration, themeId: newTheme },
    });
    expect(after.configurations[1]).toEqual(second);
  });
});
