import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './test/harness';
import { spawnMock, type MockProcess } from './test/mockProcess';

let mock: MockProcess;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dm-truncated-'));
  mock = await spawnMock({ MOCK_DB: join(dir, 'db.json') });
}, 60_000);
afterAll(async () => {
  await mock.stop('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

const BOUNDARY = 'cutoffboundary';

/** A multipart body whose file part stops in the middle: no closing boundary ever comes. */
const truncatedBody = (fields: readonly [string, string][], fileField: string, filename: string): Buffer =>
  Buffer.concat([
    ...fields.map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(4096, 1),
  ]);

/** Sends the request over a raw socket exactly as given and answers the status and body of the reply. */
function rawPost(url: string, path: string, token: string, method: string, body: Buffer) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n` +
          'Connection: close\r\n\r\n',
      );
      // The body is all sent, but the socket stays open for the answer (as a browser's does): the mock closes it.
      socket.write(body);
      socket.setTimeout(10_000, () => socket.destroy());
    });
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(reply)?.[1] ?? 0);
      resolve({ status, body: reply.slice(reply.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const CASES: readonly {
  route: string;
  user: string;
  method: string;
  path: () => Promise<string> | string;
  body: Buffer;
}[] = [
  {
    route: 'POST /rest/v2/customcontents',
    user: 'contributor',
    method: 'POST',
    path: () => '/rest/v2/customcontents',
    body: truncatedBody(
      [
        ['name', 'Cut off'],
        ['type', 'IMG'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'Poster'],
      ],
      'resources[]',
      'poster.png',
    ),
  },
  {
    route: 'POST /rest/workplace/media',
    user: 'admin',
    method: 'POST',
    path: () => '/rest/workplace/media?theme=dark&config=DEFAULT',
    body: truncatedBody([], 'file', 'logo.png'),
  },
  {
    route: 'POST /device/configuration/bulk',
    user: 'admin',
    method: 'POST',
    path: () => '/device/configuration/bulk',
    body: truncatedBody([], 'fileupload', 'devices.xlsx'),
  },
  {
    route: 'POST /tenant/configuration/upload',
    user: 'admin',
    method: 'POST',
    path: () => '/tenant/configuration/upload',
    body: truncatedBody([], 'fileupload', 'players.xlsx'),
  },
];

describe('a multipart body cut off inside a file part', () => {
  it.each(CASES)(
    '$route answers a 400 envelope and logs no uncaught error',
    async ({ user, method, path, body }) => {
      const token = await signIn(mock.url, user);
      const logged = mock.errors().length;
      const answer = await rawPost(mock.url, await path(), token, method, body);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: expect.any(Number) } });
      // The failure of the part reaches the process only after the answer: give it a moment to show.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mock.errors().slice(logged)).not.toMatch(/Uncaught|Unhandled|at .*\.ts:\d+/);
      const still = await fetch(`${mock.url}/rest/serverinfo`);
      expect(still.status).toBe(200);
    },
  );
});
