// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Increase', decrease: 'Decrease' },
      file: {
        none: 'No file chosen',
        only: 'Only %{extensions} files can be uploaded.',
      },
    },
  },
};
