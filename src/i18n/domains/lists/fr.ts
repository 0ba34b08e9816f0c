// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Lignes par page',
      displayedRows: '%{from}–%{to} sur %{total}',
    },
  },
};
