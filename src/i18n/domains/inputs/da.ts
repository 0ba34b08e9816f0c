// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Forøg', decrease: 'Formindsk' },
      file: {
        none: 'Ingen fil valgt',
        only: 'Kun %{extensions}-filer kan uploades.',
      },
    },
  },
};
