// The words of the downloaded bulk sheets in German: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/de.ts).

export default {
  names: { devices: 'Geräte', help: 'Hilfe', players: 'Player' },
  columns: {
    deviceId: 'Geräte-ID',
    deviceName: 'Gerätename',
    displayType: 'Displaytyp',
    regionId: 'Regions-ID',
    roomId: 'Raum-ID',
    buildingId: 'Gebäude-ID',
    floorIds: 'Etagen-IDs',
    defaultFloorId: 'Standardetagen-ID',
    locationId: 'Standort-ID',
    profileId: 'Profil-ID',
    themeId: 'Design-ID',
    configId: 'Konfigurations-ID',
    configVersion: 'Konfigurationsversion',
  },
  players: {
    serialNumber: 'Seriennummer',
    deviceName: 'Gerätename',
    username: 'Benutzername',
    password: 'Passwort',
    ip: 'IP-Adresse',
  },
  help: {
    column: 'Spalte',
    meaning: 'Bedeutung',
    id: 'ID',
    name: 'Name',
    sections: {
      regions: 'Regionen',
      rooms: 'Räume',
      buildings: 'Gebäude',
      floors: 'Etagen',
      locations: 'Standorte',
      profiles: 'Profile',
      themes: 'Designs',
    },
    meanings: {
      deviceId: 'Das Gerät, das diese Zeile konfiguriert. Pflichtfeld; eine Zeile pro Gerät.',
      deviceName: 'Damit Sie das Gerät erkennen; wird nicht eingelesen.',
      displayType: 'RD (Raumdisplay), FD (Etagendisplay) oder FBD (Feedback-Display).',
      regionId: 'Raumdisplays: die Region des Raums.',
      roomId: 'Raumdisplays: der angezeigte Raum.',
      buildingId: 'Etagendisplays: das Gebäude der Etagen.',
      floorIds: 'Etagendisplays: eine oder mehrere Etagen-IDs, durch Kommas getrennt.',
      defaultFloorId: 'Etagendisplays: eine der Etagen-IDs oben; diese Etage wird zuerst angezeigt.',
      locationId: 'Feedback-Displays: der Standort, nach dem gefragt wird.',
      profileId: 'Pflichtfeld: ein Profil des Displaytyps.',
      themeId: 'Raum- und Etagendisplays: ein Design des Displaytyps.',
      configId:
        'Beim Download ausgefüllt: unverändert lassen (leer: Das Gerät erhält seine erste Konfiguration).',
      configVersion:
        'Beim Download ausgefüllt: unverändert lassen, damit eine Zeile erkannt wird, die älter als die Konfiguration des Geräts ist.',
    },
  },
};
