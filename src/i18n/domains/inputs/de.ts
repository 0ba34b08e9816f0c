// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Erhöhen', decrease: 'Verringern' },
      file: {
        none: 'Keine Datei ausgewählt',
        only: 'Nur %{extensions}-Dateien können hochgeladen werden.',
      },
    },
  },
};
