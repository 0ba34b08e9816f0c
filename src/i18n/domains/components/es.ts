// Campos compartidos: el campo numérico. Las palabras del diálogo de confirmación están en dm.shell.confirm.
export default {
  dm: {
    numberInput: {
      increase: 'Aumentar',
      decrease: 'Disminuir',
    },
  },
};
