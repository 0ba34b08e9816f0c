// Dialogues et champs partagés : la boîte de confirmation générique et le champ numérique.
export default {
  dm: {
    confirm: {
      cancel: 'Annuler',
      accept: 'Accepter',
      ok: 'OK',
      yes_delete: 'Oui, supprimer',
      yes_unlink: 'Oui, désinscrire',
      authorize: 'Autoriser',
      password: 'Mot de passe',
      busy: {
        accept: 'Acceptation…',
        ok: 'Veuillez patienter…',
        delete: 'Suppression…',
        unlink: 'Désinscription…',
        authorize: 'Autorisation…',
      },
    },
    numberInput: {
      increase: 'Augmenter',
      decrease: 'Diminuer',
    },
  },
};
