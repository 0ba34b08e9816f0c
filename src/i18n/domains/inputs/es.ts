// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Aumentar', decrease: 'Disminuir' },
      file: {
        none: 'No se ha elegido ningún archivo',
        only: 'Solo se pueden subir archivos %{extensions}.',
      },
    },
  },
};
