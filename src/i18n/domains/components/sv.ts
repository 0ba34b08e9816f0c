// Delade fält: sifferfältet. Bekräftelsedialogens ord finns under dm.shell.confirm.
export default {
  dm: {
    numberInput: {
      increase: 'Öka',
      decrease: 'Minska',
    },
  },
};
