export default {
  dm: {
    screenshot: {
      title: 'Skärmbild av %{name}',
      alt: 'Senaste skärmbilden av %{name}',
      notFound: 'Bilden hittades inte',
      none: 'Ingen skärmbild ännu',
      request: 'Begär ny skärmbild',
      taken: 'Tagen %{age}',
      age: {
        seconds: 'för %{smart_count} sekund sedan |||| för %{smart_count} sekunder sedan',
        minutes: 'för %{smart_count} minut sedan |||| för %{smart_count} minuter sedan',
        hours: 'för %{smart_count} timme sedan |||| för %{smart_count} timmar sedan',
        days: 'för %{smart_count} dag sedan |||| för %{smart_count} dagar sedan',
      },
      firmware: 'Firmwareversion',
      os: 'Operativsystemets version',
      app: 'Appversion',
      lastConnected: 'Senast ansluten',
      infoError: 'Enhetens uppgifter kunde inte läsas in.',
    },
  },
};
