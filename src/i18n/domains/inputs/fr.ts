// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Augmenter', decrease: 'Diminuer' },
      file: {
        none: 'Aucun fichier choisi',
        only: 'Veuillez téléverser uniquement un fichier %{extensions}',
      },
    },
  },
};
