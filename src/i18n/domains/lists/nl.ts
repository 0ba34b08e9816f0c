// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Rijen per pagina',
      displayedRows: '%{from}–%{to} van %{total}',
    },
  },
};
