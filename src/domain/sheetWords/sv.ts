// The words of the downloaded bulk sheets in Swedish: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/sv.ts).

export default {
  names: { devices: 'Enheter', help: 'Hjälp', players: 'Mediaspelare' },
  columns: {
    deviceId: 'Enhets-ID',
    deviceName: 'Enhetsnamn',
    displayType: 'Skärmtyp',
    regionId: 'Regions-ID',
    roomId: 'Rums-ID',
    buildingId: 'Byggnads-ID',
    floorIds: 'Våningars ID',
    defaultFloorId: 'Standardvåningens ID',
    locationId: 'Plats-ID',
    profileId: 'Profil-ID',
    themeId: 'Tema-ID',
    configId: 'Konfigurations-ID',
    configVersion: 'Konfigurationsversion',
  },
  players: {
    serialNumber: 'Serienummer',
    deviceName: 'Enhetsnamn',
    username: 'Användarnamn',
    password: 'Lösenord',
    ip: 'IP-adress',
  },
  help: {
    column: 'Kolumn',
    meaning: 'Betydelse',
    id: 'ID',
    name: 'Namn',
    building: 'Byggnad',
    floor: 'Våning',
    sections: {
      regions: 'Regioner',
      rooms: 'Rum',
      buildings: 'Byggnader',
      floors: 'Våningar',
      locations: 'Platser',
      profiles: 'Profiler',
      themes: 'Teman',
    },
    meanings: {
      deviceId: 'Enheten som raden konfigurerar. Obligatorisk. En rad per enhet.',
      deviceName: 'Hjälper dig att känna igen enheten. Läses inte in.',
      displayType: 'RD (rumsskärm), FD (våningsskärm) eller FBD (feedbackskärm).',
      regionId: 'Rumsskärmar: rummets region.',
      roomId: 'Rumsskärmar: rummet som visas.',
      buildingId: 'Våningsskärmar: våningarnas byggnad.',
      floorIds: 'Våningsskärmar: ett eller flera vånings-ID, åtskilda med kommatecken.',
      defaultFloorId: 'Våningsskärmar: ett av vånings-ID:na ovan, som visas först.',
      locationId: 'Feedbackskärmar: platsen som frågan gäller.',
      profileId: 'Obligatorisk: en profil för skärmtypen.',
      themeId: 'Rums- och våningsskärmar: ett tema för skärmtypen.',
      configId:
        'Fylls i av nedladdningen: lämna värdet som det är (tomt: enheten får sin första konfiguration).',
      configVersion:
        'Fylls i av nedladdningen: lämna värdet som det är, så att en rad som är äldre än enhetens konfiguration upptäcks.',
    },
  },
};
