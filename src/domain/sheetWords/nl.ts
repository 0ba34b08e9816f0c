// The words of the downloaded bulk sheets in Dutch: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/nl.ts).

export default {
  names: { devices: 'Apparaten', help: 'Help', players: 'Mediaspelers' },
  columns: {
    deviceId: 'Apparaat-ID',
    deviceName: 'Apparaatnaam',
    displayType: 'Type display',
    regionId: 'Regio-ID',
    roomId: 'Ruimte-ID',
    buildingId: 'Gebouw-ID',
    // The column headers are the sheet's format: a sheet downloaded earlier must still be read (decisions.md).
    floorIds: 'Verdieping-ID’s',
    defaultFloorId: 'Standaardverdieping-ID',
    locationId: 'Locatie-ID',
    profileId: 'Profiel-ID',
    themeId: 'Thema-ID',
    configId: 'Configuratie-ID',
    configVersion: 'Configuratieversie',
  },
  players: {
    serialNumber: 'Serienummer',
    deviceName: 'Apparaatnaam',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    ip: 'IP-adres',
  },
  help: {
    column: 'Kolom',
    meaning: 'Betekenis',
    id: 'ID',
    name: 'Naam',
    sections: {
      regions: 'Regio’s',
      rooms: 'Ruimtes',
      buildings: 'Gebouwen',
      floors: 'Verdiepingen',
      locations: 'Locaties',
      profiles: 'Profielen',
      themes: 'Thema’s',
    },
    meanings: {
      deviceId: 'Het apparaat dat deze rij configureert. Verplicht; één rij per apparaat.',
      deviceName: 'Zodat u het apparaat herkent; wordt niet ingelezen.',
      displayType: 'RD (ruimtedisplay), FD (verdiepingsdisplay) of FBD (feedbackdisplay).',
      regionId: 'Ruimtedisplays: de regio van de ruimte.',
      roomId: 'Ruimtedisplays: de getoonde ruimte.',
      buildingId: 'Verdiepingsdisplays: het gebouw van de verdiepingen.',
      floorIds: 'Verdiepingsdisplays: een of meer verdiepings-ID’s, gescheiden door komma’s.',
      defaultFloorId:
        'Verdiepingsdisplays: een van de verdiepings-ID’s hierboven; die wordt als eerste getoond.',
      locationId: 'Feedbackdisplays: de locatie waarnaar gevraagd wordt.',
      profileId: 'Verplicht: een profiel van het type display.',
      themeId: 'Ruimte- en verdiepingsdisplays: een thema van het type display.',
      configId:
        'Ingevuld bij het downloaden: niet wijzigen (leeg: het apparaat krijgt zijn eerste configuratie).',
      configVersion:
        'Ingevuld bij het downloaden: niet wijzigen, zodat een rij wordt herkend die ouder is dan de configuratie van het apparaat.',
    },
  },
};
