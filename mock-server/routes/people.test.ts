import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/languages';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();

describe('DC auth calls', () => {
  it('answers /auth/init with the user and tenant of the token', async () => {
    const { url } = await start();
    const answer = await call<OkBody<unknown>>(url, '/auth/init', {
      token: await signIn(url, 'globex-admin'),
    });
    expect(answer.body).toEqual({
      success: true,
      result: { userId: 'u-globex-admin', tenantId: 'globex', tenantName: 'Globex' },
      error: null,
    });
  });

  it('says whether the user of the authtoken header may use the console', async () => {
    const { url } = await start();
    const hasRights = async (username: string, tokenOf: string) =>
      call<OkBody<boolean> | ErrorBody>(url, `/auth/hasRights?username=${username}`, {
        headers: { authtoken: await signIn(url, tokenOf) },
      });
    expect((await hasRights('admin', 'admin')).body.result).toBe(true);
    expect((await hasRights('contributor', 'contributor')).body.result).toBe(true);
    expect((await hasRights('viewer', 'viewer')).body.result).toBe(false);
    expect((await hasRights('admin', 'viewer')).body.result).toBe(false);
    const viaBearer = await call<OkBody<boolean>>(url, '/auth/hasRights?username=admin', {
      token: await signIn(url, 'admin'),
    });
    expect(viaBearer.body.result).toBe(true);
    const missing = await call<ErrorBody>(url, '/auth/hasRights?username=admin');
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe(10006);
  });

  it('answers /auth/dcSettings with its own URL, without a token', async () => {
    const { url } = await start();
    const answer = await call<OkBody<{ dcUrl: string }>>(
      url,
      `/auth/dcSettings?apiurl=${encodeURIComponent(url)}`,
    );
    expect(answer.body.result).toEqual({ dcUrl: url });
    expect((await call(url, '/auth/dcSettings?apiurl=not-a-url')).status).toBe(400);
    expect((await call(url, '/auth/dcSettings')).status).toBe(400);
  });
});

describe('/auth/dcSettings and the Host header', () => {
  /** A GET whose Host header names another server, as a hostile client or a poisoned cache would send it. */
  const forged = (url: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(`/auth/dcSettings?apiurl=${encodeURIComponent(url)}`, url);
      const request = httpRequest(target, { headers: { host } }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  const dcUrlOf = (answer: { body: string }) =>
    (JSON.parse(answer.body) as OkBody<{ dcUrl: string }>).result.dcUrl;

  it('answers its own address, never one built from a forged Host header', async () => {
    const { url } = await start();
    for (const host of ['evil.example', 'evil.example:443', '127.0.0.9:1', '[::1]:9', 'a@b']) {
      const answer = await forged(url, host);
      expect(answer.status, host).toBe(200);
      expect(dcUrlOf(answer), host).toBe(url);
    }
  });

  it('answers the configured device-control address, whatever Host says', async () => {
    const { url } = await start({ deviceControlUrl: 'https://dc.acme.example' });
    expect(dcUrlOf(await forged(url, 'evil.example'))).toBe('https://dc.acme.example');
    expect(dcUrlOf(await forged(url, new URL(url).host))).toBe('https://dc.acme.example');
  });
});

describe('people and languages', () => {
  it('gives a picture for admin and none for the others', async () => {
    const { url } = await start();
    type Details = OkBody<{ fullName: string; pictureThumbnail: string | null }>;
    const admin = await call<Details>(url, '/people/details', { token: await signIn(url, 'admin') });
    expect(admin.body.result.fullName).toBe('Alex Morgan');
    expect(admin.body.result.pictureThumbnail).toMatch(/^data:image\/svg\+xml;base64,/);
    const viewer = await call<Details>(url, '/people/details', { token: await signIn(url, 'viewer') });
    expect(viewer.body.result).toEqual({ fullName: 'Robin Jansen', pictureThumbnail: null });
  });

  it('lists the seven languages and stores a valid choice only', async () => {
    const { url } = await start();
    const token = await signIn(url, 'contributor');
    const all = await call<OkBody<typeof LANGUAGES>>(url, '/languages/all', { token });
    expect(all.body.result.map((language) => language.code)).toEqual([
      'en',
      'fr',
      'de',
      'nl',
      'sv',
      'da',
      'es',
    ]);
    expect(all.body.result[1]).toEqual({ code: 'fr', nativeReference: 'Français', reference: 'French' });
    const put = await call<OkBody<unknown>>(url, '/languages/', {
      method: 'PUT',
      token,
      body: { lang: 'nl' },
    });
    expect(put.body.result).toEqual({ languageCode: 'nl' });
    const me = await call<{ languageCode: string }>(url, '/rest/v2/auth/users/me', { token });
    expect(me.body.languageCode).toBe('nl');
    for (const body of [{ lang: 'xx' }, { lang: 3 }, {}]) {
      const refused = await call<ErrorBody>(url, '/languages/', { method: 'PUT', token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(10400);
    }
    expect(
      (await call<{ languageCode: string }>(url, '/rest/v2/people/me', { token })).body.languageCode,
    ).toBe('nl');
  });

  it('gives tenant messages per language and refuses unknown languages', async () => {
    const { url } = await start();
    type Messages = OkBody<{ dm: { tenant: Record<string, string> } }>;
    const acme = await call<Messages>(url, '/translations?lang=de', { token: await signIn(url, 'admin') });
    expect(acme.body.result.dm.tenant.welcome).toBe('Willkommen im Gerätemanager von Acme Corporation');
    const globex = await call<Messages>(url, '/translations?lang=en', {
      token: await signIn(url, 'globex-admin'),
    });
    expect(globex.body.result.dm.tenant.support).toContain('helpdesk@globex.example');
    const token = await signIn(url, 'admin');
    expect((await call(url, '/translations?lang=pt', { token })).status).toBe(400);
    expect((await call(url, '/translations', { token })).status).toBe(400);
    expect((await call(url, '/translations?lang=en')).status).toBe(401);
  });
});
