// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut: 'Press Enter on a selected row to reach these actions, and Escape to return to the row.',
      rowsPerPage: 'Rows per page',
      displayedRows: '%{from}–%{to} of %{total}',
    },
  },
};
