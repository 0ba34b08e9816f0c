export default {
  dm: {
    screenshot: {
      title: 'Screenshot von %{name}',
      alt: 'Neuester Screenshot von %{name}',
      notFound: 'Bild nicht gefunden',
      none: 'Noch kein Screenshot',
      request: 'Neuen Screenshot anfordern',
      taken: 'Aufgenommen %{age}',
      age: {
        seconds: 'vor %{smart_count} Sekunde |||| vor %{smart_count} Sekunden',
        minutes: 'vor %{smart_count} Minute |||| vor %{smart_count} Minuten',
        hours: 'vor %{smart_count} Stunde |||| vor %{smart_count} Stunden',
        days: 'vor %{smart_count} Tag |||| vor %{smart_count} Tagen',
      },
      firmware: 'Firmware-Version',
      os: 'Betriebssystemversion',
      app: 'App-Version',
      lastConnected: 'Zuletzt verbunden',
      infoError: 'Die Gerätedetails konnten nicht geladen werden.',
    },
  },
};
