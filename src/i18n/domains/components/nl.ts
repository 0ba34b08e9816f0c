// Gedeelde invoer: het getalveld. De woorden van het bevestigingsvenster staan onder dm.shell.confirm.
export default {
  dm: {
    numberInput: {
      increase: 'Verhogen',
      decrease: 'Verlagen',
    },
  },
};
