// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Zeilen pro Seite',
      displayedRows: '%{from}–%{to} von %{total}',
    },
  },
};
