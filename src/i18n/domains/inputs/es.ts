// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Aumentar', decrease: 'Disminuir' },
      file: {
        none: 'Ningún archivo elegido',
        only: 'Solo se pueden subir archivos %{extensions}.',
      },
    },
  },
};
