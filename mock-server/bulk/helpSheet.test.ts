import { describe, expect, it } from 'vitest';
import { helpSheetRows, type TenantIndex } from './deviceSheet';
import { SHEET_WORDS } from '../../src/domain/sheetWords';

const map = <T extends { id: string }>(records: T[]) => new Map(records.map((record) => [record.id, record]));

const room = (id: string, building: string, floor: string) => ({
  id,
  name: 'Training Room',
  region: { id: 'region-1' },
  building: { id: building },
  floor: { id: floor },
});

const index: TenantIndex = {
  devices: new Map(),
  configurations: new Map(),
  regions: map([{ id: 'region-1', name: 'North' }]),
  rooms: map([room('room-3', 'b-2', 'f-3'), room('room-2', 'b-1', 'f-2'), room('room-1', 'b-1', 'f-1')]),
  buildings: map([
    { id: 'b-1', name: 'Atrium' },
    { id: 'b-2', name: 'Beacon' },
  ]),
  floors: map([
    { id: 'f-1', name: 'Floor 2', building: { id: 'b-1' } },
    { id: 'f-2', name: 'Floor 10', building: { id: 'b-1' } },
    { id: 'f-3', name: 'Floor 1', building: { id: 'b-2' } },
  ]),
  locations: new Map(),
  profiles: new Map(),
  themes: new Map(),
};

const roomsSection = (language: keyof typeof SHEET_WORDS) => {
  const rows = helpSheetRows(index, SHEET_WORDS[language]);
  const at = rows.findIndex((row) => row[0] === SHEET_WORDS[language].help.sections.rooms);
  const end = rows.findIndex((row, i) => i > at && row.length === 0);
  return rows.slice(at + 1, end);
};

describe('the Help sheet’s rooms', () => {
  it('say the building and floor of rooms that share a name in one region, in building and floor order', () => {
    expect(roomsSection('en')).toEqual([
      ['ID', 'Name', 'Region ID', 'Building', 'Floor'],
      ['room-1', 'Training Room', 'region-1', 'Atrium', 'Floor 2'],
      ['room-2', 'Training Room', 'region-1', 'Atrium', 'Floor 10'],
      ['room-3', 'Training Room', 'region-1', 'Beacon', 'Floor 1'],
    ]);
  });

  it('name the building and floor columns in the sheet’s language', () => {
    expect(roomsSection('de')[0].slice(3)).toEqual(['Gebäude', 'Etage']);
  });
});
