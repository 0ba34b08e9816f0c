// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: { invalid: 'Voer de organisatie-ID in: letters, cijfers, punten, streepjes of underscores.' },
      number: { adjusted: '“%{typed}” is geen geheel getal van %{min} tot %{max}: %{value} wordt gebruikt.' },
      units: { seconds: 'seconden' },
      settings: {
        saved: 'De instellingen zijn opgeslagen.',
        discard_title: 'Wijzigingen weggooien?',
        discard_message:
          'De instellingen bevatten wijzigingen die niet zijn opgeslagen. Sluiten zonder op te slaan?',
        allow_password_help:
          'Als dit aanstaat, mag de kiosk-app het wachtwoord van zijn mediaspelers zelf wijzigen en meldt hij zich aan met de offline aanmeldsleutel hieronder als het platform onbereikbaar is.',
      },
      looks: {
        in_use_themes:
          'Apparaten gebruiken dit thema (%{number}): het kan pas worden verwijderd als ze een ander thema hebben.',
        in_use_profiles:
          'Apparaten gebruiken dit profiel (%{number}): het kan pas worden verwijderd als ze een ander profiel hebben.',
      },
      qbic: {
        reboot_title: 'Mediaspelers herstarten?',
        reboot_message:
          'De geselecteerde mediaspelers (%{number}) worden herstart en zijn even niet bereikbaar.',
      },
    },
  },
};
