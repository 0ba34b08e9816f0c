// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Rækker pr. side',
      displayedRows: '%{from}–%{to} af %{total}',
    },
  },
};
