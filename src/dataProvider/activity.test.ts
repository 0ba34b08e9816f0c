import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { consoleError } from './apiError';
import { createActivityApi, withActivity } from './activity';
import { ERROR_CODES } from './errorCodes';

/** A records provider whose create answers as told, noting every body. */
function fakeRecords(create: (data: unknown) => Promise<unknown> = async (data) => ({ data })) {
  const bodies: unknown[] = [];
  const records = {
    create: vi.fn(async (_resource: string, { data }: { data: unknown }) => {
      bodies.push(data);
      return create(data);
    }),
  } as unknown as DataProvider;
  return { records, bodies };
}

const lock = { action: 'player.lock' as const, targets: [{ id: 'SN1', name: 'Lobby', ok: true }] };

describe('recording an action', () => {
  it('posts the entry to the activity resource once the action has its outcome, and says it was kept', async () => {
    const { records, bodies } = fakeRecords();
    const api = createActivityApi(records);
    await expect(api.recordActivity(lock)).resolves.toBe('kept');
    expect(records.create).toHaveBeenCalledWith('activity', expect.anything());
    expect(bodies).toEqual([
      expect.objectContaining({ action: 'player.lock', outcome: 'succeeded', targets: [expect.anything()] }),
    ]);
  });

  it('leaves the path of the action at once: nothing is built or sent until the caller has gone on', async () => {
    const { records } = fakeRecords();
    const api = createActivityApi(records);
    const order: string[] = [];
    const kept = api.recordActivity(lock).then((answer) => order.push(`record ${answer}`));
    order.push('action shows its outcome');
    await Promise.resolve();
    expect(records.create).not.toHaveBeenCalled();
    await kept;
    expect(order).toEqual(['action shows its outcome', 'record kept']);
    expect(records.create).toHaveBeenCalledTimes(1);
  });

  it('never fails: a record the server refuses is "not kept", and every watcher hears which action', async () => {
    const { records } = fakeRecords(() => Promise.reject(consoleError(ERROR_CODES.RECORDS_UNAVAILABLE, 503)));
    const api = createActivityApi(records);
    const heard: string[] = [];
    const stop = await api.watchActivityNotKept((action) => heard.push(action));
    await expect(api.recordActivity(lock)).resolves.toBe('notKept');
    stop();
    await api.recordActivity(lock);
    expect(heard).toEqual(['player.lock']);
  });

  it('says nothing on a platform that keeps no records', async () => {
    const { records } = fakeRecords(() =>
      Promise.reject(consoleError(ERROR_CODES.RECORDS_NOT_CONFIGURED, 501)),
    );
    const api = createActivityApi(records);
    const heard: string[] = [];
    await api.watchActivityNotKept((action) => heard.push(action));
    await expect(api.recordActivity(lock)).resolves.toBe('noRecords');
    expect(heard).toEqual([]);
  });
});

describe('saves of react-admin resources', () => {
  const provider = (update: () => Promise<unknown>) =>
    ({
      create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 'new-1' } })),
      update: vi.fn(update),
      delete: vi.fn(async () => ({ data: { id: 'p1' } })),
      getList: vi.fn(),
    }) as unknown as DataProvider;

  it('records a profile saved with its changed values before and after, and a theme created with its values', async () => {
    const { records, bodies } = fakeRecords();
    const wrapped = withActivity(
      provider(async () => ({ data: { id: 'p1' } })),
      createActivityApi(records),
    );
    await wrapped.update('profiles', {
      id: 'p1',
      data: { name: 'Lobby', idleMinutes: 10 },
      previousData: { id: 'p1', name: 'Lobby', idleMinutes: 5 },
    });
    await wrapped.create('themes', { data: { name: 'Dark', accent: '#000' } });
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({
      action: 'profile.save',
      targets: [
        {
          id: 'p1',
          name: 'Lobby',
          outcome: 'succeeded',
          before: { idleMinutes: 5 },
          after: { idleMinutes: 10 },
        },
      ],
    });
    expect(bodies[1]).toMatchObject({
      action: 'theme.save',
      targets: [{ id: 'new-1', name: 'Dark', after: { name: 'Dark', accent: '#000' } }],
    });
  });

  it('records a failed save as failed and still fails it; other resources are not recorded here', async () => {
    const { records, bodies } = fakeRecords();
    const wrapped = withActivity(
      provider(() => Promise.reject(new Error('The profile was changed by someone else'))),
      createActivityApi(records),
    );
    await expect(
      wrapped.update('contentRules', {
        id: 'r1',
        data: { name: 'Rule' },
        previousData: { id: 'r1', name: 'Rule' },
      }),
    ).rejects.toThrow('changed by someone else');
    await wrapped.delete('devices', { id: 'd1', previousData: { id: 'd1' } });
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      action: 'contentRule.save',
      outcome: 'failed',
      targets: [{ id: 'r1', outcome: 'failed', error: 'The profile was changed by someone else' }],
    });
  });

  it('records a delete of a profile, a theme and a content item with what it held, and a content item saved', async () => {
    const { records, bodies } = fakeRecords();
    const wrapped = withActivity(
      provider(async () => ({ data: { id: 'c1' } })),
      createActivityApi(records),
    );
    await wrapped.delete('profiles', { id: 'p1', previousData: { id: 'p1', name: 'Lobby', idleMinutes: 5 } });
    await wrapped.delete('themes', { id: 't1', previousData: { id: 't1', name: 'Dark' } });
    await wrapped.update('contentItems', {
      id: 'c1',
      data: { title: 'Menu', url: 'https://example.test/menu' },
      previousData: { id: 'c1', title: 'Menu', url: 'https://example.test/old' },
    });
    await wrapped.delete('contentItems', { id: 'c1', previousData: { id: 'c1', title: 'Menu' } });
    await vi.waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies.map((body) => (body as { action: string }).action)).toEqual([
      'profile.delete',
      'theme.delete',
      'contentItem.save',
      'contentItem.delete',
    ]);
    expect(bodies[0]).toMatchObject({ targets: [{ id: 'p1', name: 'Lobby', before: { idleMinutes: 5 } }] });
    expect(bodies[2]).toMatchObject({
      targets: [
        {
          id: 'c1',
          name: 'Menu',
          before: { url: 'https://example.test/old' },
          after: { url: 'https://example.test/menu' },
        },
      ],
    });
  });
});
