// Gemeinsame Eingaben: das Zahlenfeld. Die Wörter des Bestätigungsdialogs stehen unter dm.shell.confirm.
export default {
  dm: {
    numberInput: {
      increase: 'Erhöhen',
      decrease: 'Verringern',
    },
  },
};
