// The pager under every list of the console (devices, players, profiles, themes, content, rules), and the way
// from a selected row to the floating bar.
export default {
  dm: {
    list: {
      barShortcut:
        'Pulse Intro en una fila seleccionada para ir a estas acciones y Esc para volver a la fila.',
      rowsPerPage: 'Filas por página',
      displayedRows: '%{from}–%{to} de %{total}',
    },
  },
};
