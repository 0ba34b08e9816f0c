import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredData } from './db/store';
import { NOT_SAVED_MESSAGE } from './durableAnswers';
import { call, mockServers, signIn, type ErrorBody } from './test/harness';

const { dir, start } = mockServers();

const setLabel = (url: string, token: string, value: string) =>
  call<ErrorBody>(url, '/device/label?id=dev-00001', { method: 'POST', token, body: { value } });

describe('durable answers', () => {
  it('answers a write once it is on disk (snapshot and journal) as a restart would find it', async () => {
    const dbFile = join(await dir(), 'db.json');
    const server = await start({ dbFile });
    const token = await signIn(server.url, 'admin');
    expect((await setLabel(server.url, token, 'Saved first')).status).toBe(200);
    const saved = await readStoredData(dbFile);
    expect(saved.devices.find((device) => device.id === 'dev-00001')?.label).toBe('Saved first');
  });

  it('answers 500 with an envelope when the change cannot be saved, and keeps serving', async () => {
    const folder = await dir();
    const server = await start({ dbFile: join(folder, 'db.json') });
    const token = await signIn(server.url, 'admin');
    // The data folder becomes a plain file: no write can succeed any more.
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder');
    const answer = await setLabel(server.url, token, 'Never saved');
    expect(answer.status).toBe(500);
    expect(answer.body.error.message).toBe(NOT_SAVED_MESSAGE);
    // A read that changed nothing still answers (what it shows is what the server holds).
    expect((await call(server.url, '/rest/serverinfo')).status).toBe(200);
    expect((await call(server.url, '/device/all', { token })).status).toBe(200);
  });
});
