// The words of the downloaded bulk sheets in English: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/en.ts).
import { DEVICE_SHEET_COLUMNS } from '../deviceBulk';
import { PLAYER_SHEET_COLUMNS } from '../playerBulk';

export default {
  names: { devices: 'Devices', help: 'Help', players: 'Players' },
  // The headers English sheets have always had (src/domain): every other language translates them.
  columns: { ...DEVICE_SHEET_COLUMNS },
  players: { ...PLAYER_SHEET_COLUMNS },
  help: {
    column: 'Column',
    meaning: 'Meaning',
    id: 'ID',
    name: 'Name',
    building: 'Building',
    floor: 'Floor',
    sections: {
      regions: 'Regions',
      rooms: 'Rooms',
      buildings: 'Buildings',
      floors: 'Floors',
      locations: 'Locations',
      profiles: 'Profiles',
      themes: 'Themes',
    },
    meanings: {
      deviceId: 'The device this row configures. Required; one row per device.',
      deviceName: 'To help you recognise the device; ignored on upload.',
      displayType: 'RD (room display), FD (floor display) or FBD (feedback display).',
      regionId: 'Room displays: the region of the room.',
      roomId: 'Room displays: the room shown.',
      buildingId: 'Floor displays: the building the floors are in.',
      floorIds: 'Floor displays: one or more floor IDs, separated by commas.',
      defaultFloorId: 'Floor displays: one of the floor IDs above, shown first.',
      locationId: 'Feedback displays: the location the feedback is about.',
      profileId: 'Required: a profile for the display type.',
      themeId: 'Room and floor displays: a theme for the display type.',
      configId:
        'Filled in by the download: leave it unchanged (blank: the device gets its first configuration).',
      configVersion:
        'Filled in by the download: leave it unchanged, so that a row older than the device’s configuration is detected.',
    },
  },
};
