import { describe, expect, it } from 'vitest';
import type { ConfigurationPayload, StoredConfiguration } from '../../../domain/deviceConfiguration';
import { bulkRow, ref } from '../../../test/deviceBulkRows';
import { payloadOf, prepareRows } from './prepareRows';
import { pushRows } from './pushRows';

/**
 * A Devices-tab push keeps every field the sheet does not carry (issue 38, HIGH): a room display with a
 * home-screen duration of 30, an order of 2 and a second entry, pushed with only its theme changed, keeps them.
 * The mock's side (a PUT keeps every entry as sent) is `mock-server/routes/configurationVersion.test.ts`.
 */
/** The device's room display today (`roomCurrent`): room-1 with theme-1. */
const TODAY = bulkRow({ room: ref('room-1', 'Board Room') });
const entry = payloadOf(prepareRows([TODAY])[0]).configurations[0];
// Values no sheet column carries, none of them the default.
const first = { ...entry, duration: 30, order: 2, deskConfiguration: { kept: true } };
const second = { ...entry, duration: 45, order: 3 };
const STORED: StoredConfiguration = {
  id: 'cfg-1',
  deviceId: 'dev-1',
  modifiedDate: '2026-11-01T10:00:00.000Z',
  configurations: [first, second],
};

/** Pushes the rows, each read as `stored` gives it; answers the outcomes and what each save sent. */
async function push(rows: ReturnType<typeof prepareRows>, stored: StoredConfiguration | null) {
  const read: string[] = [];
  const sent: [string, ConfigurationPayload][] = [];
  const outcomes = await pushRows(rows, async (id, payload) => sent.push([id, payload]), {
    concurrency: 1,
    read: async (id) => {
      read.push(id);
      return stored;
    },
  });
  return { outcomes, read, sent };
}

describe('a Devices-tab push over a device with values the sheet does not carry', () => {
  it('changes only the theme, and the dry run lists only the theme', async () => {
    // The row as validation answers it: the device's room display today, with another theme in the sheet.
    const rows = prepareRows([
      bulkRow({ room: ref('room-1', 'Board Room'), theme: ref('theme-2', 'Light') }),
    ]);
    expect(rows[0].success).toBe(true);
    expect(rows[0].changes.map((change) => change.field)).toEqual(['theme']);

    const { outcomes, read, sent } = await push(rows, STORED);
    expect(outcomes).toEqual([{ state: 'success' }]);
    expect(read).toEqual(['dev-1']);
    expect(sent).toEqual([
      [
        'dev-1',
        {
          id: 'cfg-1',
          modifiedDate: '2026-11-01T10:00:00.000Z',
          configurations: [
            { ...first, roomConfiguration: { ...first.roomConfiguration, themeId: 'theme-2' } },
            second,
          ],
        },
      ],
    ]);
  });

  it('creates the configuration of a device that has none from the sheet, with the default duration', async () => {
    const rows = prepareRows([{ ...TODAY, configId: null, current: null }]);
    const { outcomes, sent } = await push(rows, null);
    expect(outcomes).toEqual([{ state: 'success' }]);
    expect(sent).toEqual([['dev-1', payloadOf(rows[0])]]);
    expect(sent[0][1].id).toBeUndefined();
    expect(sent[0][1].configurations).toEqual([entry]);
  });
});
