// The words of the downloaded bulk sheets in French: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/fr.ts).

export default {
  names: { devices: 'Appareils', help: 'Aide', players: 'Lecteurs' },
  columns: {
    deviceId: "ID de l'appareil",
    deviceName: "Nom de l'appareil",
    displayType: "Type d'écran",
    regionId: 'ID de la région',
    roomId: 'ID de la salle',
    buildingId: 'ID du bâtiment',
    floorIds: 'ID des étages',
    defaultFloorId: "ID de l'étage par défaut",
    locationId: "ID de l'emplacement",
    profileId: 'ID du profil',
    themeId: 'ID du thème',
    configId: 'ID de configuration',
    configVersion: 'Version de configuration',
  },
  players: {
    serialNumber: 'Numéro de série',
    deviceName: "Nom de l'appareil",
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    ip: 'Adresse IP',
  },
  help: {
    column: 'Colonne',
    meaning: 'Signification',
    id: 'ID',
    name: 'Nom',
    sections: {
      regions: 'Régions',
      rooms: 'Salles',
      buildings: 'Bâtiments',
      floors: 'Étages',
      locations: 'Emplacements',
      profiles: 'Profils',
      themes: 'Thèmes',
    },
    meanings: {
      deviceId: "L'appareil que cette ligne configure. Obligatoire ; une ligne par appareil.",
      deviceName: "Pour vous aider à reconnaître l'appareil ; cette valeur n'est pas relue.",
      displayType: "RD (écran de salle), FD (écran d'étage) ou FBD (écran d'avis).",
      regionId: 'Écrans de salle : la région de la salle.',
      roomId: 'Écrans de salle : la salle affichée.',
      buildingId: "Écrans d'étage : le bâtiment des étages.",
      floorIds: "Écrans d'étage : un ou plusieurs ID d'étage, séparés par des virgules.",
      defaultFloorId: "Écrans d'étage : l'un des ID d'étage ci-dessus, affiché en premier.",
      locationId: "Écrans d'avis : l'emplacement concerné.",
      profileId: "Obligatoire : un profil du type d'écran.",
      themeId: "Écrans de salle et d'étage : un thème du type d'écran.",
      configId:
        "Rempli par le téléchargement : à laisser tel quel (vide : l'appareil reçoit sa première configuration).",
      configVersion:
        "Rempli par le téléchargement : à laisser tel quel, afin de repérer une ligne plus ancienne que la configuration de l'appareil.",
    },
  },
};
