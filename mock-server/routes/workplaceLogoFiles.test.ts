import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WorkplaceConfig } from '../../src/domain/workplace/types';
import { journalFileOf } from '../db/journal';
import { readStoredData } from '../db/store';
import type { DbData, WorkplaceMedia } from '../db/types';
import { call, mockServers, signIn, type OkBody } from '../test/harness';
import { postLogo } from '../test/logoUpload';
import { everythingBut } from '../test/races';

const { start } = mockServers();

const LOGO_BYTES = 100_000;
const logo = (marker: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(LOGO_BYTES).fill(marker % 251);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

async function upload(url: string, token: string, marker: number) {
  const response = await postLogo(url, token, logo(marker), 'theme=dark&config=DEFAULT');
  expect(response.status).toBe(200);
  return ((await response.json()) as OkBody<{ upload: { fileName: string; url: string } }>).result.upload;
}

/** Saves the live configuration with the dark theme logo at `address`. */
async function useLogo(url: string, token: string, address: string) {
  const current = (await call<OkBody<WorkplaceConfig>>(url, '/rest/workplace/admin/config', { token })).body
    .result;
  const body = {
    theme: {
      ...current.theme,
      themeLogoType: 'logo',
      useSameLogo: true,
      darkThemeLogoURL: address,
      lightThemeLogoURL: address,
    },
    features: current.features,
    lastModified: current.lastModified,
  };
  const saved = await call(url, '/rest/workplace/config', { method: 'PUT', token, body });
  expect(saved.status).toBe(200);
}

const bytesOnDisk = (dbFile: string): number =>
  statSync(dbFile).size + (existsSync(journalFileOf(dbFile)) ? statSync(journalFileOf(dbFile)).size : 0);

const mediaFilesOf = (dbFile: string, tenant: string): string[] => {
  const folder = join(dirname(dbFile), 'media', tenant);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('workplace logos are files', () => {
  it('120 uploads of 100 KB keep the data file small, other tenants untouched, and unused uploads bounded', async () => {
    const mock = await start();
    const token = await signIn(mock.url, 'admin');
    const globexBefore = everythingBut(mock.store.data, [
      { collection: 'workplaceMedia', where: (media) => media.tenantId === 'acme' },
    ]);
    const sizeBefore = bytesOnDisk(mock.store.file);
    const uploads = [];
    for (let batch = 0; batch < 30; batch += 1)
      uploads.push(...(await Promise.all([0, 1, 2, 3].map((n) => upload(mock.url, token, batch * 4 + n)))));
    await mock.store.flush();
    expect(bytesOnDisk(mock.store.file) - sizeBefore).toBeLessThan(200_000);
    expect(JSON.stringify(mock.store.data.workplaceMedia).length).toBeLessThan(20_000);
    expect(
      everythingBut(mock.store.data, [
        { collection: 'workplaceMedia', where: (media) => media.tenantId === 'acme' },
      ]),
    ).toBe(globexBefore);
    // The latest uploads are still served; the oldest unused ones are gone, record and file.
    const latest = uploads[uploads.length - 1];
    expect(new Uint8Array(await (await fetch(latest.url)).arrayBuffer())).toEqual(logo(119));
    expect((await fetch(uploads[0].url)).status).toBe(404);
    expect(mediaFilesOf(mock.store.file, 'acme').length).toBeLessThanOrEqual(16);
    expect(mediaFilesOf(mock.store.file, 'acme').sort()).toEqual(
      mock.store.data.workplaceMedia.map((media) => media.fileName).sort(),
    );
  }, 60_000);

  it('removes a replaced logo, record and file, and keeps the one in use across a restart', async () => {
    const mock = await start();
    const token = await signIn(mock.url, 'admin');
    const first = await upload(mock.url, token, 1);
    await useLogo(mock.url, token, first.url);
    const second = await upload(mock.url, token, 2);
    expect((await fetch(first.url)).status).toBe(200);
    await useLogo(mock.url, token, second.url);
    expect((await fetch(first.url)).status).toBe(404);
    expect(mediaFilesOf(mock.store.file, 'acme')).toEqual([second.fileName]);
    await mock.close();
    const again = await start({ dbFile: mock.store.file });
    const served = await fetch(`${again.url}/rest/workplace/media/${second.fileName}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo(2));
  });

  it('moves a logo a data file holds inside its record to a file at start, and removes files no record names', async () => {
    const mock = await start();
    await mock.close();
    const { file } = mock.store;
    const data = JSON.parse(readFileSync(file, 'utf8')) as DbData;
    // As a data file written before logos were files holds it: the image inside, no id.
    const legacy: Omit<WorkplaceMedia, 'id'> = {
      tenantId: 'globex',
      fileName: 'globex-kept.png',
      theme: 'dark',
      config: 'DEFAULT',
      contentType: 'image/png',
      size: LOGO_BYTES,
      data: Buffer.from(logo(9)).toString('base64'),
      uploadedAt: new Date().toISOString(),
    };
    data.workplaceMedia.push(legacy as WorkplaceMedia);
    writeFileSync(file, JSON.stringify(data));
    mkdirSync(join(dirname(file), 'media', 'acme'), { recursive: true });
    writeFileSync(join(dirname(file), 'media', 'acme', 'acme-left-over.png'), 'orphan');

    const again = await start({ dbFile: file });
    const moved = again.store.data.workplaceMedia.find((media) => media.fileName === 'globex-kept.png');
    expect(moved).toMatchObject({ id: 'globex-kept.png' });
    expect(moved?.data).toBeUndefined();
    const served = await fetch(`${again.url}/rest/workplace/media/globex-kept.png`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo(9));
    expect(mediaFilesOf(file, 'acme')).toEqual([]);
    await again.close();
    expect(JSON.stringify((await readStoredData(file)).workplaceMedia)).not.toContain('"data"');
  });
});
