// Shared inputs: the number input (000 §2.11). The confirm dialog's words are dm.shell.confirm, one family per button.
export default {
  dm: {
    numberInput: {
      increase: 'Increase',
      decrease: 'Decrease',
    },
  },
};
