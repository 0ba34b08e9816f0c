export default {
  dm: {
    fleetHealth: {
      caption:
        'Tous les appareils du locataire : la recherche et les filtres ne réduisent que la liste ci-dessous.',
      listed: 'La liste en affiche %{number}.',
    },
  },
};
