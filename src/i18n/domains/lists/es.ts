// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Filas por página',
      displayedRows: '%{from}–%{to} de %{total}',
    },
  },
};
