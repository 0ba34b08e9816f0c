// The fleet health chart's caption: what it counts, beside what the list shows.
export default {
  dm: {
    fleetHealth: {
      caption: 'Every device in this tenant: the search and the filters narrow only the list below.',
      listed: 'The list shows %{number} of them.',
    },
  },
};
