export default {
  dm: {
    fleetHealth: {
      caption: 'Alla enheter i organisationen: sökningen och filtren begränsar bara listan nedan.',
      listed: 'Listan visar %{number} av dem.',
    },
  },
};
