import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './app';
import type { Fleet } from './fleet/fleet';
import { startTestFleet } from './fleet/testKit';

let fleet: Fleet;
let platform: MockServer;
beforeAll(async () => {
  platform = await createMockServer({ port: 0 });
  fleet = await startTestFleet({ firstHost: '127.0.17.1', count: 1 });
});
afterAll(async () => {
  await fleet.close();
  await platform.close();
});

describe('requests of odd shapes', () => {
  it('a player answers a path it cannot parse with 400', async () => {
    const answer = await fetch(`${fleet.players[0].url}//[`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ detail: 'malformed path' });
  });

  it('the mock answers an undecodable path parameter with a 400 envelope', async () => {
    const answer = await fetch(`${platform.url}/rest/v2/auth/ssosettings/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, error: { code: 10400 } });
  });

  it('the mock answers a body that claims gzip but is not with a 400 envelope', async () => {
    const answer = await fetch(`${platform.url}/rest/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'abc',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, error: { code: 10400 } });
    expect((await fetch(`${platform.url}/rest/serverinfo`)).status).toBe(200);
  });
});
