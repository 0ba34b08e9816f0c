import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../contract/activity';
import { flattenMessages } from '../../i18n/messages';
import de from '../../i18n/de';
import en from '../../i18n/en';
import { activitySheetRows } from './activitySheet';
import { dayBound, dayOf, reasonText, timeText, type Translate } from './activityText';

/** The bundled texts of a language as translate reads them: a key's words with its values, or `_`. */
const translator = (bundle: object): Translate => {
  const texts = flattenMessages(bundle as never);
  return (key, options = {}) => {
    const text = texts[key] ?? (typeof options._ === 'string' ? options._ : key);
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
  };
};

const entry: ActivityEntry = {
  id: 'e1',
  tenant: 'acme',
  version: 1,
  createdAt: '2025-06-01T10:00:00.000Z',
  createdBy: { id: 'u-admin', name: 'Alex Morgan' },
  updatedAt: '2025-06-01T10:00:00.000Z',
  updatedBy: { id: 'u-admin', name: 'Alex Morgan' },
  action: 'device.bulkPush',
  outcome: 'partial',
  counts: { succeeded: 1, failed: 1 },
  targets: [
    { id: 'd1', name: 'Lobby', outcome: 'succeeded', before: { label: 'Old' }, after: { label: 'New' } },
    { id: 'd2', name: 'Hall', outcome: 'failed', error: 'dm.bulk.push.sessionEnded' },
  ],
  targetText: ['d1 Lobby', 'd2 Hall'],
  part: { group: 'g', index: 1, of: 2 },
};

describe('the activity log as a sheet', () => {
  it('writes one row per target in the UI language, with the action, outcome, reason and changes', () => {
    const rows = activitySheetRows(translator(de), [entry]);
    expect(rows[0]).toEqual([
      'Wann',
      'Person',
      'Aktion',
      'Ergebnis',
      'Ziel',
      'Ziel-ID',
      'Ergebnis',
      'Grund',
      'Änderungen',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      timeText(entry.createdAt),
      'Alex Morgan',
      'Gerätetabelle übertragen (Teil 1 von 2)',
      'Teilweise fehlgeschlagen',
      'Lobby',
      'd1',
      'Erfolgreich',
      '',
      'label: Old → New',
    ]);
    expect(rows[2].slice(4, 8)).toEqual([
      'Hall',
      'd2',
      'Fehlgeschlagen',
      translator(de)('dm.bulk.push.sessionEnded'),
    ]);
  });

  it('gives a reason the backend worded as it is, and adds a detail its words leave out', () => {
    const translate = translator(en);
    expect(reasonText(translate, { id: 'x', name: 'x', outcome: 'failed', error: 'Disk full' })).toBe(
      'Disk full',
    );
    expect(
      reasonText(translate, {
        id: 'x',
        name: 'x',
        outcome: 'failed',
        error: 'dm.qbicRollout.reason.refusedFile',
        errorArgs: { detail: 'bad signature' },
      }),
    ).toBe('Refused the file (bad signature)');
    expect(reasonText(translate, { id: 'x', name: 'x', outcome: 'failed' })).toBe('Failed');
  });

  it('turns a day picked in a filter into the first and last moment of that day, and back', () => {
    const from = dayBound('2025-06-01', false);
    const until = dayBound('2025-06-01', true);
    expect(new Date(from ?? '').getTime()).toBe(new Date(2025, 5, 1).getTime());
    expect(new Date(until ?? '').getTime() - new Date(from ?? '').getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(dayOf(from)).toBe('2025-06-01');
    expect(dayOf(until)).toBe('2025-06-01');
    expect(dayBound('', false)).toBeUndefined();
    expect(dayBound('june', true)).toBeUndefined();
  });
});
