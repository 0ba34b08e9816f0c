import type { BulkRef, CurrentConfiguration, DeviceBulkRow } from '../domain/deviceBulk';

/** Bulk rows for tests: a valid room display row by default. */
export const ref = (id: string, name: string | null = `${id} name`): BulkRef => ({ id, name });

export const roomCurrent = (overrides: Partial<CurrentConfiguration> = {}): CurrentConfiguration => ({
  type: 'RD',
  region: ref('reg-1', 'Amsterdam'),
  room: ref('room-1', 'Board Room'),
  building: null,
  floors: [],
  defaultFloor: null,
  location: null,
  profile: ref('prof-1', 'Rooms'),
  theme: ref('theme-1', 'Dark'),
  ...overrides,
});

export const bulkRow = (overrides: Partial<DeviceBulkRow> = {}): DeviceBulkRow => ({
  row: 2,
  id: 'dev-1',
  name: 'Lobby',
  type: 'RD',
  region: ref('reg-1', 'Amsterdam'),
  room: ref('room-2', 'Focus Room'),
  floors: [],
  defaultFloor: null,
  building: null,
  location: null,
  profile: ref('prof-1', 'Rooms'),
  theme: ref('theme-1', 'Dark'),
  configId: 'cfg-1',
  isModified: false,
  isMiniDisplay: false,
  current: roomCurrent(),
  ...overrides,
});
