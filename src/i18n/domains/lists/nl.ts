// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Rijen per pagina',
      displayedRows: '%{from}–%{to} van %{total}',
    },
  },
};
