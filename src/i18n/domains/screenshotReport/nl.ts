export default {
  dm: {
    screenshotReport: {
      title: 'Aangevraagde schermafbeeldingen',
      hint: 'Elk display stuurt zo meteen zijn nieuwe schermafbeelding. Open er een om die te zien zodra die binnen is.',
      view: 'Bekijken',
      viewOf: 'Schermafbeelding van %{name} bekijken',
    },
  },
};
