// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Rows per page',
      displayedRows: '%{from}–%{to} of %{total}',
    },
  },
};
