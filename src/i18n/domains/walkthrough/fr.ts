// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: {
        invalid:
          "Saisissez l'identifiant de l'organisation : lettres, chiffres, points, tirets ou traits de soulignement.",
      },
      number: {
        adjusted: "« %{typed} » n'est pas un nombre entier de %{min} à %{max} : %{value} est utilisé.",
      },
      units: { seconds: 'secondes' },
      settings: {
        saved: 'Les paramètres ont été enregistrés.',
        discard_title: 'Abandonner vos modifications ?',
        discard_message:
          'Les paramètres ont des modifications non enregistrées. Fermer sans les enregistrer ?',
        allow_password_help:
          "Lorsque ce paramètre est activé, l'application kiosque peut changer elle-même le mot de passe de ses lecteurs et se connecte avec la clé de connexion hors ligne ci-dessous quand la plateforme est injoignable.",
      },
      looks: {
        in_use_themes:
          "Des appareils utilisent ce thème (%{number}) : il ne peut pas être supprimé tant qu'ils n'ont pas d'autre thème.",
        in_use_profiles:
          "Des appareils utilisent ce profil (%{number}) : il ne peut pas être supprimé tant qu'ils n'ont pas d'autre profil.",
      },
      qbic: {
        reboot_title: 'Redémarrer les lecteurs ?',
        reboot_message:
          'Les lecteurs sélectionnés (%{number}) redémarrent et restent injoignables pendant un court moment.',
      },
    },
  },
};
