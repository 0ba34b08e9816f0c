// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Rader per sida',
      displayedRows: '%{from}–%{to} av %{total}',
    },
  },
};
