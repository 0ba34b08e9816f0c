import { describe, expect, it } from 'vitest';
import { createRecordsHttpClient, createRecordsProvider } from './records';
import { createRolloutRecordsApi, playersHeldBy, type RolloutRecordsApi } from './rolloutRecords';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS, waitingPlayer } from '../domain/rollout/plan';
import { LEASE_MS, type RolloutHolder } from '../domain/rollout/shared';
import type { Rollout } from '../domain/rollout/types';
import { mockServers, signIn } from '../../mock-server/test/harness';
import { together } from '../../mock-server/test/races';
import { RECORDS_BASE } from '../../mock-server/records/mount';
import { recordsClient } from '../../mock-server/records/contract/client';

const servers = mockServers();

/** One administrator's browser: the console's records provider and rollout records against the mock. */
const browser = (base: string, token: string): RolloutRecordsApi =>
  createRolloutRecordsApi(
    createRecordsProvider(() => base, createRecordsHttpClient({ getToken: () => token })),
  );

const rolloutOf = (id: string, serials: readonly string[]): Rollout =>
  createRollout({
    id,
    kind: 'firmware',
    file: { name: 'firmware-9.1.0.zip', size: 10, lastModified: 0 },
    settings: DEFAULT_ROLLOUT_SETTINGS,
    players: serials.map((serial, index) => waitingPlayer(`10.0.0.${index + 1}`, serial, serial)),
    now: 0,
  });

const holder = (key: string): RolloutHolder => ({ key, id: '1', name: 'Alex Morgan' });

async function twoBrowsers(clock?: { now: () => number }) {
  const mock = await servers.start({ devices: 2, ...(clock ? { now: clock.now } : {}) });
  const base = `${mock.url}${RECORDS_BASE}`;
  const tokens = [await signIn(mock.url, 'admin', 'fp-a'), await signIn(mock.url, 'admin', 'fp-b')];
  return { base, tokens, browsers: tokens.map((token) => browser(base, token)) };
}

describe('shared rollouts in the records API', () => {
  it('lets exactly one of two rollouts started at the same moment on shared players run, round after round', async () => {
    const { base, tokens, browsers } = await twoBrowsers();
    const raw = recordsClient(base, tokens[0]);
    for (let round = 0; round < 8; round += 1) {
      const serials = [`QB-${round}-1`, `QB-${round}-2`];
      const outcomes = await together(2, (index) =>
        browsers[index].startSharedRollout(
          // Both take the second player; one takes another as well.
          rolloutOf(`r${round}-${index}`, index === 0 ? serials : [serials[1], `QB-${round}-3`]),
          holder(`key-${index}`),
        ),
      );
      const winners = outcomes.filter((outcome) => outcome.won);
      expect(winners, `round ${round}`).toHaveLength(1);
      const loser = outcomes.find((outcome) => !outcome.won);
      const winner = winners[0];
      if (!winner.won || !loser || loser.won) throw new Error('one winner and one loser');
      // The loser is told who holds the players: the winner's record.
      expect(loser.holder?.id).toBe(winner.rollout.shared?.recordId);
      expect(loser.holder?.startedBy ?? loser.holder?.holder.name).toBeTruthy();
      // The loser's record is gone: only the winner's holds players.
      const listed = await raw.call('GET', `/rollouts?filter=${encodeURIComponent('{"state":"running"}')}`);
      const ids = (listed.body as { id: string }[]).map((record) => record.id);
      expect(ids).toContain(winner.rollout.shared?.recordId);
      expect(ids).toHaveLength(round + 1);
    }
  }, 30_000);

  it('lets rollouts on different players both run', async () => {
    const { browsers } = await twoBrowsers();
    const outcomes = await together(2, (index) =>
      browsers[index].startSharedRollout(rolloutOf(`r${index}`, [`QB-${index}`]), holder(`key-${index}`)),
    );
    expect(outcomes.map((outcome) => outcome.won)).toEqual([true, true]);
  }, 30_000);

  it('lets another computer take over a rollout only once its lease expired, and the first browser then loses it', async () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const { browsers } = await twoBrowsers({ now: () => now });
    const started = await browsers[0].startSharedRollout(rolloutOf('r', ['QB-1']), holder('a'));
    if (!started.won) throw new Error('the first start wins');
    // While the lease is live, a second rollout on its players is refused.
    const refused = await browsers[1].startSharedRollout(rolloutOf('s', ['QB-1']), holder('b'));
    expect(refused).toMatchObject({ won: false, holder: { id: started.rollout.shared?.recordId } });
    // A drift apply or a sheet push on its players is refused, naming who runs it; other players are free.
    expect(await playersHeldBy(browsers[1], { serials: ['QB-1'], ips: [] })).toBe('Alex Morgan');
    expect(await playersHeldBy(browsers[1], { serials: ['QB-9'], ips: [] })).toBeNull();

    now += LEASE_MS + 1_000;
    const { records } = await browsers[1].rolloutRecords();
    expect(records).toHaveLength(1);
    const claimed = await browsers[1].claimSharedRollout(records[0], holder('b'));
    expect(claimed.won).toBe(true);
    // The first browser comes back: its next write is refused, it no longer runs the rollout.
    expect(await browsers[0].writeSharedRollout(started.rollout, holder('a'))).toBe('lost');
    // Two computers claiming the same expired rollout: the version decides, one wins.
    const again = await browsers[0].claimSharedRollout(records[0], holder('a'));
    expect(again).toMatchObject({ won: false, holder: { holder: { key: 'b' } } });
  }, 30_000);
});
