export default {
  dm: {
    screenshotReport: {
      title: 'Begärda skärmbilder',
      hint: 'Varje skärm skickar sin nya skärmbild om en stund. Öppna en för att se den så snart den kommer.',
      view: 'Visa',
      viewOf: 'Visa skärmbilden av %{name}',
    },
  },
};
