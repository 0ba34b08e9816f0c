import { describe, expect, it, vi } from 'vitest';
import { createRecordsHttpClient, createRecordsProvider } from './records';
import {
  createPlayerRecordsApi,
  outcomeNotes,
  withPlayerOutcomes,
  type PlayerRecordsApi,
} from './playerRecords';
import type { ActivityApi } from './activity';
import { mockServers, signIn } from '../../mock-server/test/harness';
import { together } from '../../mock-server/test/races';
import { RECORDS_BASE } from '../../mock-server/records/mount';
import { recordsClient } from '../../mock-server/records/contract/client';
import type { PlayerNote } from '../domain/players/playerRecord';

const servers = mockServers();

/** One administrator's browser: the console's records provider and player records against the mock. */
const browser = (base: string, token: string): PlayerRecordsApi =>
  createPlayerRecordsApi(
    createRecordsProvider(() => base, createRecordsHttpClient({ getToken: () => token })),
  );

async function twoBrowsers() {
  const mock = await servers.start({ devices: 2 });
  const base = `${mock.url}${RECORDS_BASE}`;
  const tokens = [await signIn(mock.url, 'admin', 'fp-a'), await signIn(mock.url, 'admin', 'fp-b')];
  const raw = recordsClient(base, tokens[0]);
  const stored = async (serial: string) =>
    (await raw.call('GET', `/players?filter=${encodeURIComponent(JSON.stringify({ serial }))}`)).body as {
      version: number;
      ip: string;
      lastSeen: number;
      name: string;
      appVersion: string | null;
      firmwareVersion: string | null;
      lastOutcome: { action: string } | null;
    }[];
  return { browsers: tokens.map((token) => browser(base, token)), stored };
}

const seen = (serial: string, ip: string, lastSeen: number, extra: Partial<PlayerNote> = {}): PlayerNote => ({
  serial,
  name: `Player ${serial}`,
  ip,
  model: 'TD-1070',
  lastSeen,
  ...extra,
});

describe('player records in the records API', () => {
  it('keeps one record per player when two browsers create it at the same moment, the newer sighting winning', async () => {
    const { browsers, stored } = await twoBrowsers();
    for (let round = 0; round < 6; round += 1) {
      const serial = `QB-NEW-${round}`;
      const kept = await together(2, (index) =>
        browsers[index].notePlayers([seen(serial, `10.0.0.${index + 1}`, 1_000_000 + index * 1_000_000)]),
      );
      expect(kept).toEqual(['kept', 'kept']);
      const records = await stored(serial);
      expect(records, `round ${round}`).toHaveLength(1);
      expect(records[0]).toMatchObject({ ip: '10.0.0.2', lastSeen: 2_000_000 });
    }
  }, 30_000);

  it('merges concurrent updates after a conflict: the newer lastSeen wins, nothing either learned is lost', async () => {
    const { browsers, stored } = await twoBrowsers();
    await browsers[0].notePlayers([seen('QB-1', '10.0.0.1', 1_000_000)]);
    for (let round = 1; round <= 6; round += 1) {
      const older = 1_000_000 + round * 10_000_000;
      await together(2, (index) =>
        index === 0
          ? browsers[0].notePlayers([seen('QB-1', `10.0.1.${round}`, older, { appVersion: `1.${round}` })])
          : browsers[1].notePlayers([
              seen('QB-1', `10.0.2.${round}`, older + 1_000_000, { firmwareVersion: `9.${round}` }),
            ]),
      );
      const [record] = await stored('QB-1');
      expect(record, `round ${round}`).toMatchObject({ ip: `10.0.2.${round}`, lastSeen: older + 1_000_000 });
      // What the other learned is filled in: the newer sighting's firmware, an app version from either.
      expect(record.firmwareVersion).toBe(`9.${round}`);
      expect(record.appVersion).toMatch(new RegExp(`^1\\.(${round}|${round - 1})$`));
    }
  }, 30_000);

  it('writes nothing when a scan changes nothing but a lastSeen a moment newer', async () => {
    const { browsers, stored } = await twoBrowsers();
    await browsers[0].notePlayers([seen('QB-2', '10.0.0.9', 1_000_000)]);
    await browsers[1].notePlayers([seen('QB-2', '10.0.0.9', 1_060_000)]);
    expect((await stored('QB-2'))[0]).toMatchObject({ version: 1, lastSeen: 1_000_000 });
    // A move to another address is written at once, on the same record.
    await browsers[1].notePlayers([seen('QB-2', '10.0.0.20', 1_070_000)]);
    expect(await stored('QB-2')).toMatchObject([{ version: 2, ip: '10.0.0.20', lastSeen: 1_070_000 }]);
  });

  it('keeps the last outcome of an action and lists every player once, seen last first', async () => {
    const { browsers } = await twoBrowsers();
    await browsers[0].notePlayers([seen('QB-3', '10.0.0.3', 3_000_000), seen('QB-4', '10.0.0.4', 4_000_000)]);
    const notes = outcomeNotes(
      { action: 'player.reboot', targets: [{ id: 'QB-3', name: 'Lobby', ok: false, error: 'x.offline' }] },
      5_000_000,
    );
    expect(await browsers[1].notePlayers(notes)).toBe('kept');
    const listed = await browsers[1].playerRecords();
    expect(listed.map((record) => record.serial)).toEqual(['QB-4', 'QB-3']);
    expect(listed[1]).toMatchObject({
      ip: '10.0.0.3',
      lastOutcome: { action: 'player.reboot', ok: false, error: 'x.offline', at: 5_000_000 },
    });
  });

  it('answers noRecords without a records server and notKept when it cannot write, never an error', async () => {
    const none = createPlayerRecordsApi(createRecordsProvider(() => null, createRecordsHttpClient()));
    expect(await none.notePlayers([seen('QB-5', '10.0.0.5', 1)])).toBe('noRecords');
    const down = createPlayerRecordsApi(
      createRecordsProvider(
        () => 'http://127.0.0.1:9/records',
        createRecordsHttpClient({ getToken: () => 'token', timeoutMs: 1_000 }),
      ),
    );
    expect(await down.notePlayers([seen('QB-5', '10.0.0.5', 1)])).toBe('notKept');
  });
});

describe('withPlayerOutcomes', () => {
  it('notes the outcome of an action on players for each target, and nothing for other actions', async () => {
    const recordActivity = vi.fn(async () => 'kept' as const);
    const notePlayers = vi.fn(async () => 'kept' as const);
    const activity = withPlayerOutcomes(
      { recordActivity, watchActivityNotKept: vi.fn() } as unknown as ActivityApi,
      { notePlayers, playerRecords: vi.fn() },
    );
    const lock = { action: 'player.lock' as const, targets: [{ id: 'QB1', ok: true }] };
    expect(await activity.recordActivity(lock)).toBe('kept');
    expect(recordActivity).toHaveBeenCalledWith(lock);
    expect(notePlayers).toHaveBeenLastCalledWith([
      {
        serial: 'QB1',
        lastOutcome: expect.objectContaining({ action: 'player.lock', ok: true, error: null }),
      },
    ]);
    await activity.recordActivity({ action: 'theme.save', targets: [{ id: 't1', ok: true }] });
    expect(notePlayers).toHaveBeenLastCalledWith([]);
  });
});
