// The pager under every list of the console (devices, players, profiles, themes, content, rules).
export default {
  dm: {
    list: {
      rowsPerPage: 'Filas por página',
      displayedRows: '%{from}–%{to} de %{total}',
    },
  },
};
