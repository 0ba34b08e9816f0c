// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: {
        invalid: 'Angiv organisationens ID: bogstaver, cifre, punktummer, bindestreger eller understreger.',
      },
      number: { adjusted: '»%{typed}« er ikke et heltal fra %{min} til %{max}: %{value} bruges.' },
      units: { seconds: 'sekunder' },
      settings: {
        saved: 'Indstillingerne blev gemt.',
        discard_title: 'Kasser dine ændringer?',
        discard_message: 'Indstillingerne har ændringer, der ikke er gemt. Vil du lukke uden at gemme?',
        allow_password_help:
          'Når den er slået til, må kioskappen selv skifte adgangskode på sine afspillere og logger ind med offlinenøglen nedenfor, når platformen ikke kan nås.',
      },
      looks: {
        in_use_themes:
          'Enheder bruger dette tema (%{number}): det kan ikke slettes, før de har et andet tema.',
        in_use_profiles:
          'Enheder bruger denne profil (%{number}): den kan ikke slettes, før de har en anden profil.',
      },
      qbic: {
        reboot_title: 'Genstart afspillerne?',
        reboot_message: 'De valgte afspillere (%{number}) genstarter og kan ikke nås et øjeblik.',
      },
    },
  },
};
