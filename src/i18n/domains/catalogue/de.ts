// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'Die zentrale Anmeldung verlangt ein Captcha, bevor Sie sich anmelden können.',
      must_change_password:
        'Sie müssen Ihr Passwort in der zentralen Anmeldung ändern, bevor Sie sich anmelden können.',
      code: {
        '10500': 'Der Server konnte die Anfrage nicht ausführen. Versuchen Sie es erneut.',
        USER_CANCELLATION: 'Abgebrochen.',
        QBIC_AUTHORIZATION_FAILURE: 'Das Gerät hat das Passwort nicht akzeptiert.',
        UNLOCKABLE_DEVICE: 'Übersprungen: Das Gerät ist mit einem unbekannten Passwort gesperrt.',
        UNREACHABLE_DEVICE:
          'Das Gerät antwortet nicht. Prüfen Sie, ob es eingeschaltet und mit dem Netzwerk verbunden ist.',
        DEVICE_NOT_FOUND: 'Verbindung zum Gerät nicht möglich.',
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'Das Gerät unter dieser IP-Adresse hat eine andere Seriennummer.',
        ERROR_LOCKING_QBIC_DEVICE: 'Das Gerät konnte nicht gesperrt werden.',
        ERROR_UNLOCKING_QBIC_DEVICE: 'Das Gerät konnte nicht entsperrt werden.',
        NETWORK_ERROR:
          'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
        TIMEOUT: 'Der Server hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
        READ_ONLY_RESOURCE: 'Diese Liste kann hier nicht geändert werden.',
        UNKNOWN_RESOURCE: 'Dieser Eintragstyp ist der Konsole nicht bekannt.',
        RECORD_CONFLICT:
          'Jemand anders hat dies inzwischen geändert. Laden Sie es neu und nehmen Sie Ihre Änderung erneut vor.',
        RECORDS_UNAVAILABLE:
          'Die gemeinsam genutzten Daten sind nicht erreichbar. Versuchen Sie es später erneut.',
        RECORDS_NOT_CONFIGURED:
          'Diese Plattform speichert keine gemeinsam genutzten Daten. Diese Funktion ist hier daher nicht verfügbar.',
      },
    },
  },
};
