// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: {
        invalid: 'Ange organisationens ID: bokstäver, siffror, punkter, bindestreck eller understreck.',
      },
      number: { adjusted: '”%{typed}” är inget heltal från %{min} till %{max}: %{value} används.' },
      units: { seconds: 'sekunder' },
      settings: {
        saved: 'Inställningarna sparades.',
        discard_title: 'Förkasta ändringarna?',
        discard_message: 'Inställningarna har ändringar som inte sparats. Vill du stänga utan att spara?',
        allow_password_help:
          'När inställningen är på får kioskappen själv byta lösenord på sina mediaspelare och loggar in med offlinenyckeln nedan när plattformen inte kan nås.',
      },
      looks: {
        in_use_themes:
          'Enheter använder det här temat (%{number}): det kan inte tas bort förrän de har ett annat tema.',
        in_use_profiles:
          'Enheter använder den här profilen (%{number}): den kan inte tas bort förrän de har en annan profil.',
      },
      qbic: {
        reboot_title: 'Starta om mediaspelarna?',
        reboot_message: 'De valda mediaspelarna (%{number}) startar om och kan inte nås en kort stund.',
      },
    },
  },
};
