// Gemeinsame Dialoge und Eingaben: der allgemeine Bestätigungsdialog und das Zahlenfeld.
export default {
  dm: {
    confirm: {
      cancel: 'Abbrechen',
      accept: 'Akzeptieren',
      ok: 'OK',
      yes_delete: 'Ja, löschen',
      yes_unlink: 'Ja, Registrierung aufheben',
      authorize: 'Autorisieren',
      password: 'Passwort',
      busy: {
        accept: 'Wird akzeptiert…',
        ok: 'Bitte warten…',
        delete: 'Wird gelöscht…',
        unlink: 'Registrierung wird aufgehoben…',
        authorize: 'Wird autorisiert…',
      },
    },
    numberInput: {
      increase: 'Erhöhen',
      decrease: 'Verringern',
    },
  },
};
