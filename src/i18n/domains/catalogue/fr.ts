// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'La page de connexion centrale exige un captcha avant la connexion.',
      must_change_password:
        'Vous devez changer votre mot de passe sur la page de connexion centrale avant de vous connecter.',
      code: {
        '10500': "Le serveur n'a pas pu traiter la demande. Réessayez.",
        USER_CANCELLATION: 'Annulé.',
        QBIC_AUTHORIZATION_FAILURE: "L'appareil n'a pas accepté le mot de passe.",
        UNLOCKABLE_DEVICE: "Ignoré : l'appareil est verrouillé par un mot de passe inconnu.",
        UNREACHABLE_DEVICE: "L'appareil ne répond pas. Vérifiez qu'il est allumé et connecté au réseau.",
        DEVICE_NOT_FOUND: "Impossible de se connecter à l'appareil.",
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: "L'appareil à cette adresse IP a un autre numéro de série.",
        ERROR_LOCKING_QBIC_DEVICE: "L'appareil n'a pas pu être verrouillé.",
        ERROR_UNLOCKING_QBIC_DEVICE: "L'appareil n'a pas pu être déverrouillé.",
        NETWORK_ERROR: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
        TIMEOUT: 'Le serveur a mis trop de temps à répondre. Réessayez.',
        READ_ONLY_RESOURCE: 'Cette liste ne peut pas être modifiée ici.',
        UNKNOWN_RESOURCE: "Ce type d'élément est inconnu de la console.",
        RECORD_CONFLICT:
          "Quelqu'un d'autre a modifié cet élément entre-temps. Rechargez-le et refaites votre modification.",
        RECORDS_UNAVAILABLE: 'Les données partagées sont inaccessibles. Réessayez plus tard.',
        RECORDS_NOT_CONFIGURED:
          "Cette plateforme ne conserve pas de données partagées. Cette fonction n'est donc pas disponible ici.",
      },
    },
  },
};
