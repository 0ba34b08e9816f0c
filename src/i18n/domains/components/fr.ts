// Champs partagés : le champ numérique. Les mots de la boîte de confirmation sont sous dm.shell.confirm.
export default {
  dm: {
    numberInput: {
      increase: 'Augmenter',
      decrease: 'Diminuer',
    },
  },
};
