// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Öka', decrease: 'Minska' },
      file: {
        none: 'Ingen fil vald',
        only: 'Endast %{extensions}-filer kan laddas upp.',
      },
    },
  },
};
