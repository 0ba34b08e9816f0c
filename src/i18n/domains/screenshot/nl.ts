export default {
  dm: {
    screenshot: {
      title: 'Schermafbeelding van %{name}',
      alt: 'Nieuwste schermafbeelding van %{name}',
      notFound: 'Afbeelding niet gevonden',
      none: 'Nog geen schermafbeelding',
      request: 'Nieuwe schermafbeelding opvragen',
      taken: 'Gemaakt %{age}',
      age: {
        seconds: '%{smart_count} seconde geleden |||| %{smart_count} seconden geleden',
        minutes: '%{smart_count} minuut geleden |||| %{smart_count} minuten geleden',
        hours: '%{smart_count} uur geleden |||| %{smart_count} uur geleden',
        days: '%{smart_count} dag geleden |||| %{smart_count} dagen geleden',
      },
      firmware: 'Firmwareversie',
      os: 'Besturingssysteemversie',
      app: 'App-versie',
      lastConnected: 'Laatst verbonden',
      infoError: 'De apparaatgegevens konden niet worden geladen.',
    },
  },
};
