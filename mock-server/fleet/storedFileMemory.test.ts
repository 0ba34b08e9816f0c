import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnFleet, type MockProcess } from '../test/mockProcess';
import { MB, slowReadersCost } from '../test/slowReaders';
import { sendBase64 } from './http';

const running: MockProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fleet) => fleet.stop('SIGKILL')));
});

/** remote_upload_file keeps files up to 1 MiB. */
const STORED_MAX_BYTES = MB;

/** A response that records its head and the size of each chunk written, taking each a moment later. */
class RecordedResponse extends Writable {
  status = 0;
  headers: Record<string, unknown> = {};
  readonly chunks: Buffer[] = [];
  constructor() {
    super({ highWaterMark: 1 });
  }
  writeHead(status: number, headers: Record<string, unknown>): this {
    this.status = status;
    this.headers = headers;
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(chunk);
    setImmediate(done);
  }
}

async function tokenOf(player: string): Promise<string> {
  const answer = await fetch(`${player}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: '12345678' }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

describe('a player file download', () => {
  it('leaves decoded a chunk of at most 64 KB at a time, never as the whole file', async () => {
    const file = Buffer.from(Array.from({ length: STORED_MAX_BYTES - 1 }, (_, i) => (i * 31) & 255));
    const res = new RecordedResponse();
    sendBase64(res as unknown as ServerResponse, file.toString('base64'), 'application/octet-stream');
    await finished(res);
    expect(res.status).toBe(200);
    expect(res.headers['Content-Length']).toBe(file.length);
    expect(Math.max(...res.chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.concat(res.chunks).equals(file)).toBe(true);
  });

  it('24 slow readers of the largest stored file add at most 100 MB to the players', async () => {
    const fleet = await spawnFleet();
    running.push(fleet);
    const token = await tokenOf(fleet.url);
    const form = new FormData();
    form.append('filename', 'config_logon.xml');
    form.append('file', new Blob([Buffer.alloc(STORED_MAX_BYTES, 'x')]), 'config_logon.xml');
    const stored = await fetch(`${fleet.url}/v1/task/remote_upload_file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(stored.status).toBe(200);
    const { read, addedMb } = await slowReadersCost(fleet.pid, `${fleet.url}/v1/files/config_logon.xml`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(read.every((bytes) => bytes > 0)).toBe(true);
    expect(addedMb).toBeLessThanOrEqual(100);
  }, 90_000);
});
