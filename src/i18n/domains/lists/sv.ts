// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Med Enter på en vald rad kommer du till de här åtgärderna, med Escape tillbaka till raden.',
      rowsPerPage: 'Rader per sida',
      displayedRows: '%{from}–%{to} av %{total}',
    },
  },
};
