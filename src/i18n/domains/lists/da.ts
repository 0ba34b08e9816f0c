// The lists of the Devices and QBIC tabs: one pager for both.
export default {
  dm: {
    list: {
      rowsPerPage: 'Rækker pr. side',
      displayedRows: '%{from}–%{to} af %{total}',
    },
  },
};
