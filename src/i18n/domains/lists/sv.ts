// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Rader per sida',
      displayedRows: '%{from}–%{to} av %{total}',
    },
  },
};
