export default {
  dm: {
    screenshotReport: {
      title: 'Aangevraagde schermafbeeldingen',
      hint: 'Elk scherm stuurt zo zijn nieuwe schermafbeelding. Open er een om hem te zien zodra hij binnen is.',
      view: 'Bekijken',
      viewOf: 'Schermafbeelding van %{name} bekijken',
    },
  },
};
