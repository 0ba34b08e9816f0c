// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Verhogen', decrease: 'Verlagen' },
      file: {
        none: 'Geen bestand gekozen',
        only: 'Alleen %{extensions}-bestanden kunnen worden geüpload.',
      },
    },
  },
};
