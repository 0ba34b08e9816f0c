// Delte felter: talfeltet. Bekræftelsesdialogens ord står under dm.shell.confirm.
export default {
  dm: {
    numberInput: {
      increase: 'Forøg',
      decrease: 'Formindsk',
    },
  },
};
