// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Lignes par page',
      displayedRows: '%{from}–%{to} sur %{total}',
    },
  },
};
