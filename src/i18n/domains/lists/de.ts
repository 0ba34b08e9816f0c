// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Die Eingabetaste auf einer ausgewählten Zeile führt zu diesen Aktionen; Escape führt zurück zur Zeile.',
      rowsPerPage: 'Zeilen pro Seite',
      displayedRows: '%{from}–%{to} von %{total}',
    },
  },
};
