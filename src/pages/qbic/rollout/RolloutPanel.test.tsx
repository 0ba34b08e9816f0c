import { rolloutStorageKey } from '../../../storage/storageKeys';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS, waitingPlayer } from '../../../domain/rollout/plan';
import { patchPlayer } from '../../../domain/rollout/progress';
import { recordFields, type RolloutRecord } from '../../../domain/rollout/shared';
import type { Rollout } from '../../../domain/rollout/types';
import { fakeFleet } from '../../../test/fakeFleet';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { QbicPage } from '../QbicPage';
import { STORAGE_KEYS } from '../../../storage/storageKeys';

const player = (n: number) => waitingPlayer(`10.0.0.${n}`, `QB${n}`, `Room ${n}`);

/** A rollout of 4 players stopped in wave 2 by a player that came back on the old version, as a reload finds it. */
function stoppedRollout(): Rollout {
  let rollout = createRollout({
    id: 'kept',
    kind: 'firmware',
    file: { name: 'firmware-5.2.0.zip', size: 10, lastModified: 1 },
    settings: { ...DEFAULT_ROLLOUT_SETTINGS, wavePercents: [50] },
    players: [1, 2, 3, 4].map(player),
    now: 0,
  });
  rollout = patchPlayer(
    rollout,
    0,
    { phase: 'updated', accepted: true, versionBefore: '4.2.1', versionAfter: '5.2.0' },
    1,
  );
  rollout = patchPlayer(
    rollout,
    1,
    { phase: 'failed', reason: 'oldVersion', accepted: true, versionAfter: '4.2.1' },
    1,
  );
  return { ...rollout, wave: 1, status: 'paused', pause: { cause: 'tooManyFailed', wave: 1 } };
}

/** Another computer's rollout record of players `numbers`, run by `name`, its browser there or gone. */
function recordOf(id: string, name: string, numbers: number[], live: boolean): RolloutRecord {
  const rollout = createRollout({
    id,
    kind: 'app',
    file: { name: `${id}.apk`, size: 1, lastModified: 0 },
    settings: DEFAULT_ROLLOUT_SETTINGS,
    players: numbers.map(player),
    now: 0,
  });
  const at = new Date(Date.now() - (live ? 0 : 120_000)).toISOString();
  const fields = recordFields({ ...rollout, status: 'running' }, { key: id, id, name }, Date.parse(at));
  return { ...fields, id, version: 1, createdAt: at, updatedAt: at };
}

async function setup(stored: Rollout | null, records?: RolloutRecord[]) {
  if (stored) localStorage.setItem(rolloutStorageKey('acme'), JSON.stringify(stored));
  const fleet = fakeFleet([{ serial: 'QB1', name: 'Reception', password: '12345678', online: true }]);
  const dataProvider = {
    ipRanges: vi.fn(async () => []),
    tenantSettings: vi.fn(async () => ({ enableQbicSecurity: true })),
    ...(records ? { rolloutRecords: vi.fn(async () => ({ records, serverNow: Date.now() })) } : {}),
  };
  await renderInAdmin(<QbicPage environment={fleet.environment} />, { dataProvider });
  return within(await screen.findByRole('region', { name: 'Update rollout' }));
}

afterEach(() => localStorage.clear());

describe('rollout card', { timeout: 30_000 }, () => {
  it('finds a kept rollout where it stopped, names the failed player, and asks for the file again to resume', async () => {
    const card = await setup(stoppedRollout());
    expect(card.getByTestId('rollout-status').textContent).toBe('Paused in wave 2.');
    const stop = card.getByTestId('rollout-stop');
    expect(stop.textContent).toContain('Paused: too many players in wave 2 failed.');
    expect(stop.textContent).toContain('Room 2 (10.0.0.2) — Came back with the old version');
    expect(card.getByText('Choose the file again to resume')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(card.getByTestId('rollout-wave-1').textContent).toContain(
      'Wave 1 (canary): 1 player; failed: 0; done: 100%',
    );

    // The picker is a button; the file input beside it is hidden.
    const picker = card.getByRole('button', { name: 'Choose the file again to resume' });
    const input = picker.nextElementSibling as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['other'], 'firmware-6.0.0.zip')] } });
    expect(
      await card.findByText('This is not the file of this rollout. Choose the same file again.'),
    ).toBeTruthy();
  });

  it('aborts a stopped rollout, once confirmed, into stated final states and totals, kept for the next visit', async () => {
    const card = await setup(stoppedRollout());
    fireEvent.click(card.getByRole('button', { name: 'Abort' }));
    let dialog = await screen.findByRole('dialog', { name: 'Abort the rollout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card.getByTestId('rollout-status').textContent).toBe('Paused in wave 2.');

    fireEvent.click(card.getByRole('button', { name: 'Abort' }));
    dialog = await screen.findByRole('dialog', { name: 'Abort the rollout?' });
    expect(dialog.textContent).toContain('Players not yet reached keep their current version');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await card.findByText('Aborted. The final state of each player is shown below.');
    expect(card.getByTestId('rollout-totals').textContent).toBe(
      'Updated: 1. Already on this version: 0. Failed: 1. Skipped: 0. Not started: 2.',
    );
    // The last wave was never started: nothing of it is done.
    expect(card.getByTestId('rollout-wave-3').textContent).toContain('failed: 0; done: 0%');
    const phases = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'].map((ip) =>
      card.getByTestId(`rollout-player-${ip}`).getAttribute('data-phase'),
    );
    expect(phases).toEqual(['updated', 'failed', 'notStarted', 'notStarted']);
    const kept = JSON.parse(localStorage.getItem(rolloutStorageKey('acme')) ?? '{}') as Rollout;
    expect(kept.status).toBe('aborted');
    fireEvent.click(card.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(rolloutStorageKey('acme'))).toBeNull();
  });

  it('says whose rollout it is when another administrator of the tenant signs in to this browser', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'u-second');
    const theirs = { ...stoppedRollout(), startedBy: { id: 'u-admin', name: 'Alex Morgan' } };
    const card = await setup(theirs);
    expect(card.getByTestId('rollout-owner').textContent).toBe(
      'Started by Alex Morgan, not by you. You can follow, resume or abort it.',
    );
  });

  it('names nobody to the person who started it', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'u-admin');
    const card = await setup({ ...stoppedRollout(), startedBy: { id: 'u-admin', name: 'Alex Morgan' } });
    expect(card.getByTestId('rollout-status').textContent).toBe('Paused in wave 2.');
    expect(card.queryByTestId('rollout-owner')).toBeNull();
  });

  it('shows every other computer’s rollout, a line each, and shows one of them here to resume or abort it', async () => {
    const card = await setup(null, [
      recordOf('alex', 'Alex Morgan', [1, 2], true),
      recordOf('sam', 'Sam Lee', [3, 4, 5], false),
      recordOf('kim', 'Kim Berg', [6], true),
    ]);
    await waitFor(() =>
      expect(card.getByTestId('rollout-status').textContent).toBe(
        'Running on another computer (Alex Morgan): wave 1.',
      ),
    );
    const lines = () => card.getAllByTestId('rollout-other').map((line) => line.textContent);
    expect(lines()).toEqual([
      'Interrupted on another computer (Sam Lee): sam.apk, wave 1 of 3. Its browser is gone.' +
        'Updated: 0. Already on this version: 0. Failed: 0. Skipped: 0. Not started: 3.Show here',
      'Running on another computer (Kim Berg): kim.apk, wave 1 of 1.' +
        'Updated: 0. Already on this version: 0. Failed: 0. Skipped: 0. Not started: 1.Show here',
    ]);
    fireEvent.click(
      within(card.getAllByTestId('rollout-other')[0]).getByRole('button', { name: 'Show here' }),
    );
    expect(card.getByTestId('rollout-status').textContent).toBe(
      'Interrupted in wave 1 on another computer (Sam Lee): its browser is gone. Choose the file again to resume here, or abort.',
    );
    expect(card.getByRole('button', { name: 'Abort' })).toBeTruthy();
    expect(lines().map((line) => line?.slice(0, 50))).toEqual([
      'Running on another computer (Alex Morgan): alex.ap',
      'Running on another computer (Kim Berg): kim.apk, w',
    ]);
  });

  it('keeps this browser’s own rollout as the main one and lists the others beside it, without showing them here', async () => {
    const card = await setup(stoppedRollout(), [recordOf('sam', 'Sam Lee', [7, 8], true)]);
    expect(card.getByTestId('rollout-status').textContent).toBe('Paused in wave 2.');
    const line = await card.findByTestId('rollout-other');
    expect(line.textContent).toContain('Running on another computer (Sam Lee): sam.apk, wave 1 of 2.');
    expect(within(line).queryByRole('button')).toBeNull();
  });
});
