import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { SHEET_PROBLEM_CODES } from '../../src/contract/sheetProblems';
import type { DeviceBulkRow } from '../../src/domain/deviceBulk';
import type { PlayerBulkRow } from '../../src/domain/playerBulk';
import { download, downloadBook, upload } from '../test/bulkCalls';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';
import { devicesFile, workbookFile } from '../test/sheetFiles';

/** Bulk sheets written and read back: the Devices sheet in every language, and the player sheet. */
const { start } = mockServers();

describe('device bulk configuration', () => {
  it('downloads a sheet per device whose upload comes back unchanged and valid', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const sheet = await download(url, token, ['dev-00002', 'dev-00003']);
    expect(sheet[0]).toContain('Device ID');
    expect(sheet.map((row) => row[0])).toEqual(['Device ID', 'dev-00002', 'dev-00003']);
    const answer = await upload<OkBody<DeviceBulkRow[]>>(url, token, devicesFile(sheet));
    expect(answer.status).toBe(200);
    const [first] = answer.body.result;
    expect(first.row).toBe(2);
    expect(first.id).toBe('dev-00002');
    expect(first.isModified).toBe(false);
    expect(first.profile?.name).toEqual(expect.any(String));
    expect(first.current?.profile).toEqual(first.profile);
  });

  it('matches headers by name in any order, reads ids typed as numbers and skips empty rows', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const sheet = await download(url, token, ['dev-00002']);
    const reversed = sheet.map((row) => [...row].reverse());
    reversed.push([], [null, null]);
    const answer = await upload<OkBody<DeviceBulkRow[]>>(
      url,
      token,
      workbookFile(
        [
          { name: 'Notes', rows: [['anything']] },
          { name: 'Devices', rows: reversed },
        ],
        'inline',
      ),
    );
    expect(answer.body.result).toHaveLength(1);
    expect(answer.body.result[0].id).toBe('dev-00002');
  });

  it('writes the sheets in the user’s language and reads them back, naming a missing column in it', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const { names, grid } = await downloadBook(url, token, ['dev-00002'], 'de');
    expect(names).toEqual(['Geräte', 'Hilfe']);
    const sheet = grid('Geräte');
    expect(sheet[0].slice(0, 3)).toEqual(['Geräte-ID', 'Gerätename', 'Displaytyp']);
    expect(grid('Hilfe')[0].slice(0, 2)).toEqual(['Spalte', 'Bedeutung']);
    expect(grid('Hilfe').map((row) => row[0])).toContain('Designs');
    const german = workbookFile([{ name: 'Geräte', rows: sheet }]);
    const answer = await upload<OkBody<DeviceBulkRow[]>>(url, token, german);
    expect(answer.body.result.map((row) => row.id)).toEqual(['dev-00002']);
    const profile = sheet[0].indexOf('Profil-ID');
    const withoutProfile = sheet.map((row) => row.filter((_, index) => index !== profile));
    const refused = await upload<ErrorBody>(
      url,
      token,
      workbookFile([{ name: 'Geräte', rows: withoutProfile }]),
      'bulk.xlsx',
      '/device/configuration/bulk?language=de',
    );
    expect(refused.body.error).toMatchObject({
      code: SHEET_PROBLEM_CODES.missingHeaders,
      params: { names: ['Profil-ID'] },
    });
  });

  it('marks the row of a Mini Display, which bulk configuration leaves out', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const all = await call<OkBody<{ items: { id: string; modelId: string }[] }>>(url, '/device/all', {
      token,
    });
    const mini = all.body.result.items.find((device) => device.modelId === 'TD-0360');
    const other = all.body.result.items.find((device) => device.modelId !== 'TD-0360');
    expect(mini && other).toBeTruthy();
    const ids = [mini?.id ?? '', other?.id ?? ''];
    const answer = await upload<OkBody<DeviceBulkRow[]>>(
      url,
      token,
      devicesFile(await download(url, token, ids)),
    );
    expect(answer.body.result.map((row) => [row.id, row.isMiniDisplay])).toEqual([
      [ids[0], true],
      [ids[1], false],
    ]);
  });

  it('marks a row whose device was configured again since the download as modified', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const sheet = await download(url, token, ['dev-00002']);
    const config = store.data.configurations.find((stored) => stored.deviceId === 'dev-00002');
    if (config) config.modifiedDate = new Date().toISOString();
    const answer = await upload<OkBody<DeviceBulkRow[]>>(url, token, devicesFile(sheet));
    expect(answer.body.result[0].isModified).toBe(true);
  });
});

describe('player bulk configuration', () => {
  it('downloads the sheet of the players sent, each with its current username, and reads an upload back, refusing a repeated serial', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const response = await fetch(`${url}/tenant/configuration/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        players: [
          { serialNumber: 'SN-1', deviceName: 'Lobby', ip: '127.0.0.2', username: 'kiosk' },
          { serialNumber: 'SN-2', deviceName: 'Hall', ip: '127.0.0.3' },
        ],
      }),
    });
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Players, { header: 1, defval: '' });
    expect(rows).toEqual([
      ['Serial number', 'Device name', 'Username', 'Password', 'IP address'],
      ['SN-1', 'Lobby', 'kiosk', '', '127.0.0.2'],
      ['SN-2', 'Hall', '', '', '127.0.0.3'],
    ]);
    const edited = workbookFile([
      {
        name: 'Players',
        rows: [rows[0], ['SN-1', 'Lobby', 'kiosk', ' secret ', ''], ['sn-1', 'Again', '', '', 'nowhere']],
      },
    ]);
    const answer = await upload<OkBody<PlayerBulkRow[]>>(
      url,
      token,
      edited,
      'p.xlsx',
      '/tenant/configuration/upload',
    );
    expect(answer.body.result).toEqual([
      {
        row: 2,
        serialNumber: 'SN-1',
        deviceName: 'Lobby',
        username: 'kiosk',
        password: ' secret ',
        ip: '',
        isValid: true,
      },
      {
        row: 3,
        serialNumber: 'sn-1',
        deviceName: 'Again',
        username: '',
        password: '',
        ip: 'nowhere',
        isValid: false,
      },
    ]);
  });
});
