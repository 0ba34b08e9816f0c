// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Appuyez sur Entrée sur une ligne sélectionnée pour accéder à ces actions, et sur Échap pour revenir à la ligne.',
      rowsPerPage: 'Lignes par page',
      displayedRows: '%{from}–%{to} sur %{total}',
    },
  },
};
