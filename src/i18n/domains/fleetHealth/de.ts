export default {
  dm: {
    fleetHealth: {
      caption: 'Alle Geräte des Mandanten: Suche und Filter grenzen nur die Liste unten ein.',
      listed: 'Die Liste zeigt %{number} davon.',
    },
  },
};
