// Dialog der Kiosk-Einstellungen.
export default {
  dm: {
    kioskSettings: {
      title: 'Kiosk-Einstellungen',
      emailNotification: 'E-Mail-Benachrichtigung',
      language: 'Sprache der Benachrichtigungen',
      email: 'E-Mail-Adresse',
      emails: 'E-Mail-Adressen für Benachrichtigungen',
      emailHelp: 'Geben Sie eine Adresse ein und fügen Sie sie hinzu; trennen Sie mehrere durch Kommas.',
      addEmail: 'E-Mail-Adresse hinzufügen',
      qbicSecurity: 'QBIC-Sicherheit',
      qbicWarning1:
        'Mit eingeschalteter QBIC-Sicherheit sperrt die Konsole Player mit einem aus diesem Mandanten abgeleiteten Passwort, und nur diese Konsole kann sie wieder entsperren.',
      qbicWarning2:
        'So gesperrte Player nehmen das Werkspasswort nicht mehr an. Wer lokal auf einen Player zugreifen muss, muss ihn zuerst hier entsperren.',
      qbicWarning3:
        'Das Ausschalten der QBIC-Sicherheit entsperrt bereits gesperrte Player nicht: Entsperren Sie sie auf der Registerkarte QBIC-Geräte.',
      allowKioskPassword: 'Dem Kiosk erlauben, das Passwort zu verwalten',
      offlineKey: 'Offline-Anmeldeschlüssel',
      refreshKey: 'Neuen Offline-Anmeldeschlüssel erzeugen',
      refreshTitle: 'Neuen Schlüssel erzeugen?',
      refreshWarning:
        'Ein neuer Offline-Anmeldeschlüssel ersetzt den aktuellen sofort. Kiosks, die offline sind, nehmen bis zur nächsten Verbindung nur den alten Schlüssel an.',
      version: 'Version %{version}',
      saving: 'Wird gespeichert…',
      errors: {
        invalidEmail: 'Geben Sie gültige E-Mail-Adressen ein, durch Kommas getrennt.',
        minimumEmails:
          'Fügen Sie mindestens eine E-Mail-Adresse hinzu oder schalten Sie die E-Mail-Benachrichtigung aus.',
        pendingEmail: 'Fügen Sie die eingegebene Adresse hinzu oder leeren Sie das Feld.',
      },
    },
  },
};
