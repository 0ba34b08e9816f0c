// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Enter på en valgt række fører dig til disse handlinger; Escape fører dig tilbage til rækken.',
      rowsPerPage: 'Rækker pr. side',
      displayedRows: '%{from}–%{to} af %{total}',
    },
  },
};
