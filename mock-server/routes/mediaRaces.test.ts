import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DbData } from '../db/types';
import { mockServers, signIn } from '../test/harness';
import { postLogo } from '../test/logoUpload';
import { everythingBut, together, type Target } from '../test/races';

/**
 * Logo uploads at the same moment for one slot (theme and configuration) of one tenant. An upload only stores the
 * image and answers its address (the configuration names a logo when it is saved), so there is no conflict: every
 * writer gets its own file with its own bytes, none is lost or mixed up with another, nothing else in any tenant
 * changes, and a restart serves the same files.
 */

const { start } = mockServers();
const SLOT = { theme: 'brand dark', config: 'PREVIEW' } as const;
const QUERY = `theme=${encodeURIComponent(SLOT.theme)}&config=${SLOT.config}`;

/** A small PNG told apart from the others by its size and its last byte. */
const png = (writer: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(200 + writer * 17);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[bytes.length - 1] = writer + 1;
  return bytes;
};

interface Uploaded {
  status: number;
  fileName?: string;
  url?: string;
}

async function upload(url: string, token: string, bytes: Uint8Array<ArrayBuffer>): Promise<Uploaded> {
  const response = await postLogo(url, token, bytes, QUERY);
  const body = (await response.json()) as { result: { upload?: { fileName: string; url: string } } | null };
  return { status: response.status, ...body.result?.upload };
}

const served = async (address: string) => {
  const response = await fetch(address);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

const snapshot = (data: DbData): DbData => JSON.parse(JSON.stringify(data)) as DbData;
const slotMedia = (data: DbData) =>
  data.workplaceMedia.filter(
    (media) => media.tenantId === 'acme' && media.theme === SLOT.theme && media.config === SLOT.config,
  );

describe('POST /rest/workplace/media', () => {
  for (const writers of [2, 8]) {
    it(`${writers} uploads of one slot at once`, async () => {
      const mock = await start();
      const token = await signIn(mock.url, 'admin');
      const before = snapshot(mock.store.data);

      const answers = await together(writers, (writer) => upload(mock.url, token, png(writer)));

      for (const answer of answers) expect(answer.status).toBe(200);
      const names = answers.map((answer) => answer.fileName as string);
      expect(new Set(names).size).toBe(writers);
      for (const [writer, answer] of answers.entries())
        expect(await served(answer.url as string)).toEqual(png(writer));

      const after = snapshot(mock.store.data);
      const stored = slotMedia(after);
      expect(stored.map((media) => media.fileName).sort()).toEqual([...names].sort());
      for (const [writer, name] of names.entries()) {
        const media = stored.find((one) => one.fileName === name);
        const file = join(dirname(mock.store.file), 'media', 'acme', name);
        expect(new Uint8Array(readFileSync(file))).toEqual(png(writer));
        expect(media?.size).toBe(png(writer).length);
      }
      const targets: Target[] = [
        { collection: 'workplaceMedia', where: (media) => names.includes(media.fileName as string) },
      ];
      expect(everythingBut(after, targets)).toBe(everythingBut(before, targets));

      await mock.close();
      const again = await start({ dbFile: mock.store.file });
      expect(everythingBut(again.store.data, [])).toBe(everythingBut(after, []));
      for (const [writer, name] of names.entries())
        expect(await served(`${again.url}/rest/workplace/media/${name}`)).toEqual(png(writer));
    });
  }
});
