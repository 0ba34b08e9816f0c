import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { mockServers, type ErrorBody } from '../../test/harness';
import { contentSessions, itemForm } from '../../test/contentItems';

const { start } = mockServers();
const session = contentSessions(start);

describe('content library: upload size and what is judged before a file is kept', () => {
  it('caps the upload size with a 10413 envelope and stays up', async () => {
    const { send } = await session();
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 10)]);
    const answer = await send<ErrorBody>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'Huge'],
        ['type', 'VID'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', big, 'huge.mp4'],
      ]),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, error: { code: 10413 } });
    expect((await send('GET', '/rest/v2/customcontents')).status).toBe(200);
  });

  it('takes a file of exactly 20 MiB, and judges the declared type and language before keeping any file', async () => {
    const { mock, send } = await session();
    const video = (bytes: number) => new Blob([new Uint8Array(bytes)]);
    const exact = await send<ContentItem>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'Exact'],
        ['type', 'VID'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', video(20 * 1024 * 1024), 'exact.mp4'],
      ]),
    );
    expect(exact.status).toBe(200);
    const spool = join(dirname(mock.store.file), 'content', '.spool');
    const refusals: [string, [string, string | Blob, string?][]][] = [
      [
        'Unknown language',
        [
          ['type', 'VID'],
          ['languages[]', 'xx'],
          ['resources[]', video(1024), 'a.mp4'],
        ],
      ],
      [
        'Send the type before the files',
        [
          ['languages[]', 'en'],
          ['resources[]', video(1024), 'a.mp4'],
        ],
      ],
      [
        'Send each language before its resource',
        [
          ['type', 'VID'],
          ['resources[]', video(1024), 'a.mp4'],
        ],
      ],
      [
        'is not one of',
        [
          ['type', 'VID'],
          ['languages[]', 'en'],
          ['resources[]', video(1024), 'a.exe'],
        ],
      ],
    ];
    for (const [message, entries] of refusals) {
      const answer = await send<ErrorBody>('POST', '/rest/v2/customcontents', itemForm(entries));
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toContain(message);
    }
    expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
  });
});
