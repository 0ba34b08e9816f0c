import type { Page } from '@playwright/test';
import { downloadSheets, saveBook, type Grid } from './sheets';

/** A room display a Devices sheet moved: its name, and the rooms it was in and is in now. */
export interface MovedDevice {
  device: string;
  deviceId: string;
  from: string;
  to: string;
}

/**
 * Moves one configured room display among the Training Rooms to another room of its region with a Devices sheet
 * pushed from the Devices tab (download, edit, upload, validate, push): the push saves it.
 */
export async function pushDevicesSheet(page: Page, files: string): Promise<MovedDevice> {
  await page.goto(`/kiosk/devices?q=${encodeURIComponent('Training Room')}`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
  const sheets = await downloadSheets(
    page,
    files,
    () => page.getByRole('button', { name: 'Bulk configuration' }).click(),
    'devices.xlsx',
  );
  const devices = sheets.grid('Devices');
  const help = sheets.grid('Help');
  const col = (name: string) => devices[0].indexOf(name);
  const row = devices.slice(1).find((line) => line[col('Display type')] === 'RD' && line[col('Config ID')]);
  if (!row) throw new Error('no configured room display among the Training Rooms');
  const rooms = help.slice(help.findIndex((line) => line[0] === 'Rooms') + 2);
  const roomName = (id: string) => rooms.find((line) => line[0] === id)?.[1] ?? id;
  const [roomId, to] = rooms.find(
    (line) =>
      line[2] === row[col('Region ID')] && line[0] !== row[col('Room ID')] && line[0].startsWith('room-'),
  ) as string[];
  const edited: Grid = devices.map((line) =>
    line[col('Device ID')] === row[col('Device ID')]
      ? line.map((cell, index) => (index === col('Room ID') ? roomId : cell))
      : line,
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk configuration upload' });
  await dialog
    .locator('input[name="fileupload"]')
    .setInputFiles(saveBook(files, 'moved.xlsx', { Devices: edited }));
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await dialog.getByRole('button', { name: 'Push config' }).click();
  const result = page.getByRole('dialog', { name: 'Bulk configuration result' });
  await result.getByText('Saved: 1. Failed: 0.').waitFor();
  await result.getByRole('button', { name: 'Close' }).click();
  return {
    device: row[col('Device name')] || row[col('Device ID')],
    deviceId: row[col('Device ID')],
    from: roomName(row[col('Room ID')]),
    to,
  };
}
