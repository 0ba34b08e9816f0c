// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Rows per page',
      displayedRows: '%{from}–%{to} of %{total}',
    },
  },
};
