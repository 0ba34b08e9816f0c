// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: {
        invalid: 'Geben Sie die Organisations-ID ein: Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche.',
      },
      number: { adjusted: '„%{typed}“ ist keine ganze Zahl von %{min} bis %{max}: %{value} wird verwendet.' },
      units: { seconds: 'Sekunden' },
      settings: {
        saved: 'Die Einstellungen wurden gespeichert.',
        discard_title: 'Änderungen verwerfen?',
        discard_message: 'Die Einstellungen enthalten ungespeicherte Änderungen. Ohne Speichern schließen?',
        allow_password_help:
          'Wenn eingeschaltet, darf die Kiosk-App das Passwort ihrer Player selbst ändern und meldet sich mit dem Offline-Anmeldeschlüssel unten an, wenn die Plattform nicht erreichbar ist.',
      },
      looks: {
        in_use_themes:
          'Geräte verwenden dieses Design (%{number}): Es kann erst gelöscht werden, wenn sie ein anderes haben.',
        in_use_profiles:
          'Geräte verwenden dieses Profil (%{number}): Es kann erst gelöscht werden, wenn sie ein anderes haben.',
      },
      qbic: {
        reboot_title: 'Player neu starten?',
        reboot_message: 'Die ausgewählten Player (%{number}) starten neu und sind kurz nicht erreichbar.',
      },
    },
  },
};
