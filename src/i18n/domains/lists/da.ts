// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Med Enter på en valgt række kommer du til disse handlinger, med Escape tilbage til rækken.',
      rowsPerPage: 'Rækker pr. side',
      displayedRows: '%{from}–%{to} af %{total}',
    },
  },
};
