export default {
  dm: {
    fleetHealth: {
      caption: 'Alla enheter hos kunden: sökningen och filtren begränsar bara listan nedan.',
      listed: 'Listan visar %{number} av dem.',
    },
  },
};
