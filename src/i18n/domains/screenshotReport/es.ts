export default {
  dm: {
    screenshotReport: {
      title: 'Capturas de pantalla solicitadas',
      hint: 'Cada pantalla enviará su nueva captura de pantalla en unos instantes. Abra una para verla en cuanto llegue.',
      view: 'Ver',
      viewOf: 'Ver la captura de pantalla de %{name}',
    },
  },
};
