// The words of the downloaded bulk sheets in Danish: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/da.ts).

export default {
  names: { devices: 'Enheder', help: 'Hjælp', players: 'Afspillere' },
  columns: {
    deviceId: 'Enheds-ID',
    deviceName: 'Enhedsnavn',
    displayType: 'Skærmtype',
    regionId: 'Regions-ID',
    roomId: 'Lokale-ID',
    buildingId: 'Bygnings-ID',
    floorIds: 'Etage-ID’er',
    defaultFloorId: 'Standardetage-ID',
    locationId: 'Placerings-ID',
    profileId: 'Profil-ID',
    themeId: 'Tema-ID',
    configId: 'Konfigurations-ID',
    configVersion: 'Konfigurationsversion',
  },
  players: {
    serialNumber: 'Serienummer',
    deviceName: 'Enhedsnavn',
    username: 'Brugernavn',
    password: 'Adgangskode',
    ip: 'IP-adresse',
  },
  help: {
    column: 'Kolonne',
    meaning: 'Betydning',
    id: 'ID',
    name: 'Navn',
    building: 'Bygning',
    floor: 'Etage',
    sections: {
      regions: 'Regioner',
      rooms: 'Lokaler',
      buildings: 'Bygninger',
      floors: 'Etager',
      locations: 'Placeringer',
      profiles: 'Profiler',
      themes: 'Temaer',
    },
    meanings: {
      deviceId: 'Den enhed, rækken konfigurerer. Påkrævet. Én række pr. enhed.',
      deviceName: 'Hjælper dig med at genkende enheden. Læses ikke ind.',
      displayType: 'RD (lokaleskærm), FD (etageskærm) eller FBD (feedbackskærm).',
      regionId: 'Lokaleskærme: lokalets region.',
      roomId: 'Lokaleskærme: det viste lokale.',
      buildingId: 'Etageskærme: etagernes bygning.',
      floorIds: 'Etageskærme: et eller flere etage-ID’er, adskilt af kommaer.',
      defaultFloorId: 'Etageskærme: et af etage-ID’erne ovenfor, som vises først.',
      locationId: 'Feedbackskærme: den placering, der spørges om.',
      profileId: 'Påkrævet: en profil for skærmtypen.',
      themeId: 'Lokale- og etageskærme: et tema for skærmtypen.',
      configId:
        'Udfyldes ved hentningen: lad værdien stå, som den er (tomt: enheden får sin første konfiguration).',
      configVersion:
        'Udfyldes ved hentningen: lad værdien stå, som den er, så en række, der er ældre end enhedens konfiguration, bliver opdaget.',
    },
  },
};
