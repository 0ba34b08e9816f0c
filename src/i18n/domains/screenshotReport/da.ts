export default {
  dm: {
    screenshotReport: {
      title: 'Skærmbilleder, der er bedt om',
      hint: 'Hver skærm sender sit nye skærmbillede om et øjeblik. Åbn et for at se det, så snart det kommer.',
      view: 'Vis',
      viewOf: 'Vis skærmbilledet af %{name}',
    },
  },
};
