export default {
  dm: {
    fleetHealth: {
      caption: 'Alle apparaten van de tenant: zoeken en filters beperken alleen de lijst hieronder.',
      listed: 'De lijst toont er %{number}.',
    },
  },
};
