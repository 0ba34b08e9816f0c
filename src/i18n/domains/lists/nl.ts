// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Enter op een geselecteerde rij brengt u naar deze acties; Escape brengt u terug naar de rij.',
      rowsPerPage: 'Rijen per pagina',
      displayedRows: '%{from}–%{to} van %{total}',
    },
  },
};
