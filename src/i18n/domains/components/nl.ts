// Gedeelde dialogen en invoer: het algemene bevestigingsvenster en het getalveld.
export default {
  dm: {
    confirm: {
      cancel: 'Annuleren',
      accept: 'Accepteren',
      ok: 'OK',
      yes_delete: 'Ja, verwijderen',
      yes_unlink: 'Ja, registratie opheffen',
      authorize: 'Autoriseren',
      password: 'Wachtwoord',
      busy: {
        accept: 'Bezig met accepteren…',
        ok: 'Even geduld…',
        delete: 'Bezig met verwijderen…',
        unlink: 'Registratie wordt opgeheven…',
        authorize: 'Bezig met autoriseren…',
      },
    },
    numberInput: {
      increase: 'Verhogen',
      decrease: 'Verlagen',
    },
  },
};
