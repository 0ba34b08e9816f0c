// Delade dialoger och fält: den allmänna bekräftelsedialogen och sifferfältet.
export default {
  dm: {
    confirm: {
      cancel: 'Avbryt',
      accept: 'Godkänn',
      ok: 'OK',
      yes_delete: 'Ja, ta bort',
      yes_unlink: 'Ja, avregistrera',
      authorize: 'Auktorisera',
      password: 'Lösenord',
      busy: {
        accept: 'Godkänner…',
        ok: 'Vänta…',
        delete: 'Tar bort…',
        unlink: 'Avregistrerar…',
        authorize: 'Auktoriserar…',
      },
    },
    numberInput: {
      increase: 'Öka',
      decrease: 'Minska',
    },
  },
};
