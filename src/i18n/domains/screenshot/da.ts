export default {
  dm: {
    screenshot: {
      title: 'Skærmbillede af %{name}',
      alt: 'Seneste skærmbillede af %{name}',
      notFound: 'Billedet blev ikke fundet',
      none: 'Intet skærmbillede endnu',
      request: 'Bed om nyt skærmbillede',
      taken: 'Taget %{age}',
      age: {
        seconds: 'for %{smart_count} sekund siden |||| for %{smart_count} sekunder siden',
        minutes: 'for %{smart_count} minut siden |||| for %{smart_count} minutter siden',
        hours: 'for %{smart_count} time siden |||| for %{smart_count} timer siden',
        days: 'for %{smart_count} dag siden |||| for %{smart_count} dage siden',
      },
      firmware: 'Firmwareversion',
      os: 'Styresystemets version',
      app: 'Appversion',
      lastConnected: 'Senest forbundet',
      infoError: 'Enhedens oplysninger kunne ikke indlæses.',
    },
  },
};
