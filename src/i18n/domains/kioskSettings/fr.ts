// Dialogue des paramètres du kiosque.
export default {
  dm: {
    kioskSettings: {
      title: 'Paramètres du kiosque',
      emailNotification: 'Notification par e-mail',
      language: 'Langue des notifications',
      email: 'Adresse e-mail',
      emails: 'Adresses e-mail de notification',
      emailHelp: 'Saisissez une adresse et ajoutez-la ; séparez-en plusieurs par des virgules.',
      addEmail: "Ajouter l'adresse e-mail",
      qbicSecurity: 'Sécurité QBIC',
      qbicWarning1:
        'Lorsque la sécurité QBIC est activée, la console verrouille les lecteurs avec un mot de passe dérivé de ce locataire, et seule cette console peut les déverrouiller.',
      qbicWarning2:
        "Les lecteurs ainsi verrouillés n'acceptent plus le mot de passe d'usine. Toute personne ayant besoin d'un accès local à un lecteur doit d'abord le déverrouiller ici.",
      qbicWarning3:
        "Désactiver la sécurité QBIC ne déverrouille pas les lecteurs déjà verrouillés : déverrouillez-les depuis l'onglet des appareils QBIC.",
      allowKioskPassword: 'Autoriser le kiosque à gérer le mot de passe',
      offlineKey: 'Clé de connexion hors ligne',
      refreshKey: 'Générer une nouvelle clé de connexion hors ligne',
      refreshTitle: 'Générer une nouvelle clé ?',
      refreshWarning:
        "Une nouvelle clé de connexion hors ligne remplace immédiatement l'actuelle. Les kiosques hors ligne n'acceptent que l'ancienne clé jusqu'à leur prochaine connexion.",
      version: 'Version %{version}',
      saving: 'Enregistrement…',
      errors: {
        invalidEmail: 'Saisissez des adresses e-mail valides, séparées par des virgules.',
        minimumEmails: 'Ajoutez au moins une adresse e-mail ou désactivez la notification par e-mail.',
        pendingEmail: "Ajoutez l'adresse saisie dans le champ ou videz le champ.",
      },
    },
  },
};
