// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut: 'Enter on a selected row brings you to these actions; Escape takes you back to the row.',
      rowsPerPage: 'Rows per page',
      displayedRows: '%{from}–%{to} of %{total}',
    },
  },
};
