// The words of the downloaded bulk sheets in Spanish: sheet names, column headers and the Help sheet. The mock
// writes and reads the sheets with them; the console names them `dm.bulk.sheet` (src/i18n/domains/bulk/es.ts).

export default {
  names: { devices: 'Dispositivos', help: 'Ayuda', players: 'Reproductores' },
  columns: {
    deviceId: 'ID del dispositivo',
    deviceName: 'Nombre del dispositivo',
    displayType: 'Tipo de pantalla',
    regionId: 'ID de la región',
    roomId: 'ID de la sala',
    buildingId: 'ID del edificio',
    floorIds: 'ID de las plantas',
    defaultFloorId: 'ID de la planta predeterminada',
    locationId: 'ID de la ubicación',
    profileId: 'ID del perfil',
    themeId: 'ID del tema',
    configId: 'ID de configuración',
    configVersion: 'Versión de configuración',
  },
  players: {
    serialNumber: 'Número de serie',
    deviceName: 'Nombre del dispositivo',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    ip: 'Dirección IP',
  },
  help: {
    column: 'Columna',
    meaning: 'Significado',
    id: 'ID',
    name: 'Nombre',
    sections: {
      regions: 'Regiones',
      rooms: 'Salas',
      buildings: 'Edificios',
      floors: 'Plantas',
      locations: 'Ubicaciones',
      profiles: 'Perfiles',
      themes: 'Temas',
    },
    meanings: {
      deviceId: 'El dispositivo que configura esta fila. Obligatorio; una fila por dispositivo.',
      deviceName: 'Para ayudarle a reconocer el dispositivo; no se vuelve a leer.',
      displayType: 'RD (pantalla de sala), FD (pantalla de planta) o FBD (pantalla de opiniones).',
      regionId: 'Pantallas de sala: la región de la sala.',
      roomId: 'Pantallas de sala: la sala que se muestra.',
      buildingId: 'Pantallas de planta: el edificio de las plantas.',
      floorIds: 'Pantallas de planta: uno o más ID de planta, separados por comas.',
      defaultFloorId: 'Pantallas de planta: uno de los ID de planta anteriores, que se muestra primero.',
      locationId: 'Pantallas de opiniones: la ubicación sobre la que se pregunta.',
      profileId: 'Obligatorio: un perfil del tipo de pantalla.',
      themeId: 'Pantallas de sala y de planta: un tema del tipo de pantalla.',
      configId:
        'Lo rellena la descarga: déjelo como está (vacío: el dispositivo recibe su primera configuración).',
      configVersion:
        'Lo rellena la descarga: déjelo como está, para detectar una fila más antigua que la configuración del dispositivo.',
    },
  },
};
