// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut: 'Intro en una fila seleccionada lleva a estas acciones; Escape devuelve a la fila.',
      rowsPerPage: 'Filas por página',
      displayedRows: '%{from}–%{to} de %{total}',
    },
  },
};
