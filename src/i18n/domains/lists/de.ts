// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Zeilen pro Seite',
      displayedRows: '%{from}–%{to} von %{total}',
    },
  },
};
