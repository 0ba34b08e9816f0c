// Fælles dialoger og felter: den generelle bekræftelsesdialog og talfeltet.
export default {
  dm: {
    confirm: {
      cancel: 'Annuller',
      accept: 'Accepter',
      ok: 'OK',
      yes_delete: 'Ja, slet',
      yes_unlink: 'Ja, afregistrer',
      authorize: 'Godkend',
      password: 'Adgangskode',
      busy: {
        accept: 'Accepterer…',
        ok: 'Vent venligst…',
        delete: 'Sletter…',
        unlink: 'Afregistrerer…',
        authorize: 'Godkender…',
      },
    },
    numberInput: {
      increase: 'Forøg',
      decrease: 'Formindsk',
    },
  },
};
