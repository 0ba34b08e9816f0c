import { describe, expect, it } from 'vitest';
import type { PlayerOutcome } from '../bulkSave';
import { applyRunEvent, finishRunView, initialRunView } from './runView';

const players = [
  { ip: '10.0.0.1', serial_number: 'QB1', model_id: 'TD-1070', player_name: 'Hall' },
  { ip: '10.0.0.2', serial_number: 'QB2', model_id: 'TD-1060' },
];
const done: PlayerOutcome = {
  index: 1,
  ip: '10.0.0.2',
  serial_number: 'QB2',
  state: 'succeeded',
  failures: [],
  done: [],
  pending: [],
};

describe('status dialog view of a run', () => {
  it('lists the players by name and address, at 0 percent', () => {
    expect(initialRunView(players)).toEqual({
      overall: 0,
      rows: [
        { ip: '10.0.0.1', label: 'Hall (10.0.0.1)', percent: 0 },
        { ip: '10.0.0.2', label: '10.0.0.2', percent: 0 },
      ],
    });
  });

  it('moves a player and the overall percent up, never down', () => {
    let view = initialRunView(players);
    view = applyRunEvent(view, { type: 'progress', index: 0, ip: '10.0.0.1', player: 60, overall: 30 });
    view = applyRunEvent(view, { type: 'progress', index: 0, ip: '10.0.0.1', player: 40, overall: 20 });
    expect(view.rows[0].percent).toBe(60);
    expect(view.overall).toBe(30);
  });

  it('puts a final player at 100 with its outcome, and the run at 100 when finished', () => {
    let view = applyRunEvent(initialRunView(players), { type: 'final', outcome: done, overall: 50 });
    expect(view.rows[1]).toMatchObject({ percent: 100, outcome: done });
    expect(view.rows[0].percent).toBe(0);
    view = finishRunView(view, { outcomes: [done], succeeded: 1, failed: 0, cancelled: false });
    expect(view.overall).toBe(100);
    expect(view.result?.succeeded).toBe(1);
  });

  it('ignores events for players it does not list', () => {
    const view = initialRunView(players);
    expect(applyRunEvent(view, { type: 'progress', index: 7, ip: 'x', player: 10, overall: 10 })).toBe(view);
  });
});
