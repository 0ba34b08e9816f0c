import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { startTestFleet } from '../../../mock-server/fleet/testKit';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS } from '../../domain/rollout/plan';
import { prepareResume } from '../../domain/rollout/progress';
import type { Rollout } from '../../domain/rollout/types';
import { nodeXhr } from '../../test/nodeXhr';
import { createDeviceClient, type DeviceClient } from '../deviceClient';
import { authorize, type PasswordPrompt } from '../passwordStrategy';
import { createPlayerPasswords, memoryMarks, type PasswordMarks } from '../playerPasswords';
import { checkPlayers } from './checkPlayers';
import { runRollout } from './runRollout';

/**
 * A rollout over players that hold passwords of their own: one the console gave in the player form, one someone
 * else set. Simulated players restart in 150 ms.
 */
const OWN = 'own-pass-1';
const THEIRS = 'their-pass';
let fleet: Fleet;
let client: DeviceClient;
let marks: PasswordMarks;

beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.86.1', count: 3, rebootMs: 150 });
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 5_000, xhr: nodeXhr });
});
afterAll(() => fleet.close());

const refOf = (index: number) => ({
  ip: fleet.players[index].ip,
  serial_number: fleet.players[index].serial,
});

/** Gives a player a password of its own, as the player form does, and returns what this browser knows of it. */
async function lockWithOwn(index: number, password: string) {
  const { session } = await authorize(refOf(index), { client, tenantId: 'acme' });
  await client.setPassword(session, password);
}

beforeEach(async () => {
  marks = memoryMarks();
  await lockWithOwn(1, OWN);
  createPlayerPasswords(marks).setOwn(fleet.players[1].serial, OWN);
  await lockWithOwn(2, THEIRS);
});
afterEach(async () => {
  for (const [index, password] of [
    [1, OWN],
    [2, THEIRS],
  ] as const) {
    const { session } = await authorize(refOf(index), {
      client,
      tenantId: 'acme',
      prompt: async () => password,
    });
    await client.resetPassword(session);
  }
});

const candidates = () =>
  fleet.players.map((player) => ({
    ip: player.ip,
    serial_number: player.serial,
    player_name: player.name,
    online: true,
  }));

/** A person at the prompt: types `answers[serial]` (a wrong one first when asked to), or cancels. */
const person = (answers: Record<string, string | null>, wrongFirst = false): PasswordPrompt =>
  vi.fn(async (player, { attempt }) => {
    const answer = answers[player.serial_number] ?? null;
    if (answer === null) return null;
    if (wrongFirst)
      await expect(attempt('not-it')).rejects.toMatchObject({ code: 'QBIC_AUTHORIZATION_FAILURE' });
    await attempt(answer);
    return answer;
  });

const zip = (name: string) => new File([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9])], name);

function planned(players: Rollout['players'], name: string): Rollout {
  return createRollout({
    id: name,
    kind: 'firmware',
    file: { name, size: 8, lastModified: 1 },
    settings: { ...DEFAULT_ROLLOUT_SETTINGS, canary: 3, wavePercents: [], returnWithinMs: 3_000 },
    players,
    now: Date.now(),
  });
}

const run = (rollout: Rollout, name: string, options: { prompt?: PasswordPrompt; marks: PasswordMarks }) =>
  runRollout(rollout, {
    client,
    tenantId: 'acme',
    file: zip(name),
    control: { pauseRequested: () => false, signal: new AbortController().signal },
    pollIntervalMs: 50,
    onChange: () => {},
    prompt: options.prompt,
    passwords: createPlayerPasswords(options.marks),
  });

describe('a rollout over players with passwords of their own', { timeout: 30_000 }, () => {
  it('never calls a player the console locked itself "locked by someone else", also when nobody is asked', async () => {
    const checked = await checkPlayers(candidates(), 'firmware', {
      client,
      tenantId: 'acme',
      passwords: createPlayerPasswords(marks),
    });
    expect(checked.map((player) => [player.phase, player.reason])).toEqual([
      ['waiting', undefined],
      ['skipped', 'ownPassword'],
      ['skipped', 'lockedByOther'],
    ]);
  });

  it('asks for each password at the check, one prompt at a time, saying who locked it, and asks again when wrong', async () => {
    const prompt = person({ [fleet.players[1].serial]: OWN, [fleet.players[2].serial]: null }, true);
    const checked = await checkPlayers(candidates(), 'firmware', {
      client,
      tenantId: 'acme',
      prompt,
      passwords: createPlayerPasswords(marks),
    });
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(prompt).toHaveBeenCalledWith(
      expect.objectContaining(refOf(1)),
      expect.objectContaining({ lockedBy: 'console' }),
    );
    expect(prompt).toHaveBeenCalledWith(
      expect.objectContaining(refOf(2)),
      expect.objectContaining({ lockedBy: 'other' }),
    );
    expect(checked.map((player) => [player.phase, player.reason])).toEqual([
      ['waiting', undefined],
      ['waiting', undefined],
      ['skipped', 'lockedByOther'],
    ]);
  });

  it('updates a player whose password was entered at the check, opening it again after its restart without asking', async () => {
    const passwords = createPlayerPasswords(marks);
    const prompt = person({ [fleet.players[1].serial]: OWN });
    const checked = await checkPlayers(candidates().slice(0, 2), 'firmware', {
      client,
      tenantId: 'acme',
      prompt,
      passwords,
    });
    const done = await runRollout(planned(checked, 'firmware-7.1.0.zip'), {
      client,
      tenantId: 'acme',
      file: zip('firmware-7.1.0.zip'),
      control: { pauseRequested: () => false, signal: new AbortController().signal },
      pollIntervalMs: 50,
      onChange: () => {},
      prompt,
      passwords,
    });
    expect(done.players.map((player) => player.phase)).toEqual(['updated', 'updated']);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("fails a player whose own password is not known at once, says it is the console's, and asks for it on resume", async () => {
    // The check passed in another visit; this one knows only the mark.
    const rollout = planned(
      await checkPlayers(candidates().slice(0, 2), 'firmware', {
        client,
        tenantId: 'acme',
        passwords: createPlayerPasswords(),
        prompt: person({ [fleet.players[1].serial]: OWN }),
      }),
      'firmware-7.2.0.zip',
    );
    const started = Date.now();
    const paused = await run(rollout, 'firmware-7.2.0.zip', { marks });
    expect(paused.players[1]).toMatchObject({ phase: 'failed', reason: 'ownPassword' });
    expect(Date.now() - started).toBeLessThan(3_000);
    const prompt = person({ [fleet.players[1].serial]: OWN });
    const resumed = await run(prepareResume(paused, Date.now()), 'firmware-7.2.0.zip', { prompt, marks });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(resumed.players.map((player) => player.phase)).toEqual(['updated', 'updated']);
  });
});
