import { describe, expect, it } from 'vitest';
import { mockServers, signIn } from '../test/harness';
import { RECORDS_BASE } from './mount';
import { recordsClient } from './contract/client';

const servers = mockServers();

/** What a saved drift baseline holds, as the console sends it. */
const baseline = (name: string, loginPassword: string) => ({
  name,
  values: { login_password: loginPassword },
  source: { serialNumber: 'QB00000001', playerName: 'Lobby' },
});

describe('saved baselines in the records API', () => {
  it('never keeps a password, and refuses a name that shows nothing, on create and on update', async () => {
    const mock = await servers.start({ devices: 2 });
    const admin = recordsClient(`${mock.url}${RECORDS_BASE}`, await signIn(mock.url, 'admin'));
    const secret = await admin.call('POST', '/baselines', { body: baseline('Lobby', 'hunter2-secret') });
    expect(secret).toMatchObject({ status: 400, body: { code: 'invalid' } });
    const invisible = await admin.call('POST', '/baselines', { body: baseline('\u200B\u200D ', 'set') });
    expect(invisible).toMatchObject({ status: 400, body: { code: 'invalid' } });

    const saved = await admin.call('POST', '/baselines', { body: baseline('Lobby', 'set') });
    expect(saved).toMatchObject({ status: 201 });
    const { id, version } = saved.body as { id: string; version: number };
    const update = await admin.call('PUT', `/baselines/${id}`, {
      body: { ...baseline('Lobby', 'hunter2-secret'), version },
    });
    expect(update).toMatchObject({ status: 400, body: { code: 'invalid' } });
    const kept = await admin.call('GET', `/baselines/${id}`);
    expect(JSON.stringify(kept.body)).not.toContain('hunter2');
    expect((await admin.call('GET', '/baselines')).body).toHaveLength(1);
  });
});
