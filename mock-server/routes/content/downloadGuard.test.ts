import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockServerOptions } from '../../app';
import { checkedLookup } from '../../net/guardedFetch';
import { mockServers, signIn } from '../../test/harness';
import { DOWNLOAD_FAILED } from './download';

// Every address here is loopback: nothing is ever sent anywhere else, not even an address that must be refused.
const { start } = mockServers();
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A small web site on a loopback address, counting what reaches it. */
async function site(host: string, redirectTo?: () => string) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/file') return void res.writeHead(200, { 'content-type': 'image/png' }).end('PNGDATA');
    if (req.url === '/forbidden') return void res.writeHead(403).end('no');
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/away' && redirectTo) return void res.writeHead(302, { location: redirectTo() }).end();
    if (req.url === '/hang') return;
    res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, seen, url: `http://${host}:${port}` };
}

async function proxy(options: MockServerOptions) {
  const mock = await start(options);
  const token = await signIn(mock.url, 'contributor');
  const download = async (downloadurl: string) => {
    const answer = await fetch(`${mock.url}/customcontent/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ downloadurl }),
    });
    const type = answer.headers.get('content-type') ?? '';
    return { status: answer.status, body: type.includes('json') ? await answer.json() : await answer.text() };
  };
  return { mock, download };
}

const REFUSED = { success: false, result: null, error: { code: 60002, message: DOWNLOAD_FAILED } };

describe('the content download proxy reaches only what it should', () => {
  it('refuses loopback in every spelling, by name too, without a single request reaching the site', async () => {
    const target = await site('127.0.0.1');
    const { mock, download } = await proxy({ downloadAllow: [] });
    const p = target.port;
    for (const address of [
      `${target.url}/file`,
      `http://0x7f000001:${p}/file`,
      `http://2130706433:${p}/file`,
      `http://127.1:${p}/file`,
      `http://0177.0.0.1:${p}/file`,
      `http://localhost:${p}/file`,
      `http://[::1]:${p}/file`,
      `http://[::ffff:127.0.0.1]:${p}/file`,
      `${mock.url}/samples/campus-map.png`,
    ])
      expect(await download(address), address).toEqual({ status: 502, body: REFUSED });
    expect(target.seen).toEqual([]);
  });

  it('fetches an allowed prefix, but not a redirect from it to an address off the list', async () => {
    const inside = await site('127.0.0.2');
    const outside = await site('127.0.0.1', () => `${inside.url}/file`);
    const allowOne = await proxy({ downloadAllow: [`${outside.url}/`] });
    expect(await allowOne.download(`${outside.url}/file`)).toEqual({ status: 200, body: 'PNGDATA' });
    expect(await allowOne.download(`${outside.url}/away`)).toEqual({ status: 502, body: REFUSED });
    expect(inside.seen).toEqual([]);
    const allowBoth = await proxy({ downloadAllow: [`${outside.url}/`, `${inside.url}/file`] });
    expect(await allowBoth.download(`${outside.url}/away`)).toEqual({ status: 200, body: 'PNGDATA' });
    expect(inside.seen).toEqual(['/file']);
  });

  it('answers one and the same error for a refusal, an error status, a closed port, a loop and a silent site', async () => {
    const target = await site('127.0.0.1');
    const closed = await site('127.0.0.3');
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const allow = [`${target.url}/`, `${closed.url}/`];
    const { download } = await proxy({ downloadAllow: allow });
    const answers = [
      await download(`${target.url}/forbidden`),
      await download(`${closed.url}/file`),
      await download(`${target.url}/loop`),
      await download(`http://127.0.0.4:${target.port}/file`),
    ];
    // The loop is followed 5 times after the first request, then given up.
    expect(target.seen.filter((path) => path === '/loop')).toHaveLength(6);
    const impatient = await proxy({ downloadAllow: allow, downloadTimeoutMs: 300 });
    const started = Date.now();
    answers.push(await impatient.download(`${target.url}/hang`));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answers).toEqual(answers.map(() => ({ status: 502, body: REFUSED })));
  });

  it('connects only to an address it checked: a name with any address that is not public is refused', async () => {
    const lookupOf = (addresses: string[]) =>
      checkedLookup((_name, callback) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        ),
      );
    const resolved = (addresses: string[], all: boolean) =>
      new Promise<unknown>((resolve) =>
        lookupOf(addresses)('media.example', { all }, (error, address) =>
          resolve(error ? 'refused' : address),
        ),
      );
    // Pure: these addresses are only handed back, never connected to.
    expect(await resolved(['93.184.216.34'], false)).toBe('93.184.216.34');
    expect(await resolved(['93.184.216.34', '10.0.0.1'], false)).toBe('refused');
    expect(await resolved(['::1'], true)).toBe('refused');
    expect(await resolved([], false)).toBe('refused');
    expect(await resolved(['2606:4700:4700::1111'], true)).toEqual([
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });
});
