export default {
  dm: {
    fleetHealth: {
      caption: 'Alle organisationens enheder: søgningen og filtrene begrænser kun listen nedenfor.',
      listed: 'Listen viser %{number} af dem.',
    },
  },
};
