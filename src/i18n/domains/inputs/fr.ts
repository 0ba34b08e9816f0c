// Texts of the shared inputs: number input arrows and the file upload control.
export default {
  dm: {
    inputs: {
      number: { increase: 'Augmenter', decrease: 'Diminuer' },
      file: {
        none: 'Aucun fichier choisi',
        only: 'Seuls les fichiers %{extensions} peuvent être téléversés.',
      },
    },
  },
};
