export default {
  dm: {
    looks: {
      display_type: "Type d'écran",
      create_title: { profiles: 'Créer un profil', themes: 'Créer un thème' },
      unused: 'Non utilisé',
      used_by_count: '%{smart_count} appareil |||| %{smart_count} appareils',
      validation: {
        required: 'Obligatoire',
        too_long: 'Longueur maximale : %{max}',
        not_a_choice: "Choisissez l'une des options",
        not_a_flag: 'Choisissez activé ou désactivé',
        not_a_whole_number: 'Saisissez un nombre entier',
        out_of_range: 'Saisissez un nombre entre %{min} et %{max}',
        not_a_color: 'Saisissez une couleur comme #1a2b3c',
        logo_type: 'Choisissez une image PNG, JPEG, WebP ou SVG',
        logo_too_large:
          "L'image fait %{size} ko ; la limite est de %{max} ko. Choisissez une image plus petite.",
        logo_not_image:
          "Ce fichier n'est pas une image : son contenu n'est ni PNG, ni JPEG, ni WebP, ni SVG, quel que soit son nom",
        logo_unreadable: 'Ce fichier ne peut pas être lu comme une image',
        type_fixed: "Le type d'écran ne peut pas être modifié",
      },
      conflict: {
        title: "Quelqu'un d'autre a enregistré une version plus récente",
        saved_by:
          '%{name} a enregistré la version %{version} le %{date} pendant que vous faisiez vos modifications. Vos modifications ne sont pas encore enregistrées.',
        saved:
          'La version %{version} a été enregistrée le %{date} pendant que vous faisiez vos modifications. Vos modifications ne sont pas encore enregistrées.',
        field: 'Paramètre',
        mine: 'Votre version',
        newer: 'Version plus récente',
        changed_by: {
          you: 'Modifié par vous',
          them: "Modifié par l'autre personne",
          both: 'Modifié des deux côtés',
        },
        same: 'La version plus récente a les mêmes valeurs que votre formulaire.',
        use_newer: 'Utiliser la version plus récente',
        keep_mine: 'Garder mes modifications',
        kept: "Vos modifications sont conservées, avec celles de l'autre personne sur les autres paramètres. Enregistrez pour garder le résultat.",
      },
    },
    themes: {
      choices: {
        mode: {
          dark: 'Sombre',
          light: 'Clair',
          brandDark: 'Sombre (couleurs de la marque)',
          brandLight: 'Clair (couleurs de la marque)',
        },
        logoType: { text: 'Texte', image: 'Image' },
      },
      logo: {
        choose: 'Choisir une image',
        replace: "Remplacer l'image",
        remove: 'Retirer',
        none: "Pas encore d'image",
        hint: 'PNG, JPEG, WebP ou SVG, %{max} au maximum',
        text_hint: '%{max} caractère au maximum |||| %{max} caractères au maximum',
      },
      preview: {
        title: 'Aperçu',
        room: 'Salle du conseil',
        available: 'Disponible',
        next: "Ensuite : réunion d'équipe à 10:00",
        book_now: 'Réserver',
      },
      pick_color: 'Choisir une couleur',
    },
    profiles: {
      choices: { clockFormat: { '12h': 'Sur 12 heures (2:30 PM)', '24h': 'Sur 24 heures (14:30)' } },
      sections: {
        general: 'Général',
        meetings: 'Réunions',
        booking: 'Réservation',
        room: 'Dans la salle',
        screen: 'Écran',
      },
      after_minutes: 'Après %{smart_count} minute |||| Après %{smart_count} minutes',
      off: 'Désactivé',
    },
    errors: {
      code: {
        60013:
          "Ce thème est utilisé par des appareils. Attribuez d'abord un autre thème à ces appareils, puis supprimez-le.",
        70011:
          "Ce profil est utilisé par des appareils. Attribuez d'abord un autre profil à ces appareils, puis supprimez-le.",
      },
    },
  },
  resources: {
    themes: {
      name: 'Thème |||| Thèmes',
      notifications: {
        created: 'Thème créé',
        updated: 'Thème enregistré',
        deleted: 'Thème supprimé',
      },
      fields: {
        name: 'Libellé',
        type: "Type d'écran",
        mode: 'Mode',
        accentColor: "Couleur d'accent",
        logoType: 'Logo',
        logoText: 'Texte du logo',
        logoUrl: 'Image du logo',
        usedBy: 'Utilisé par',
        modifiedDate: 'Dernière modification',
        modifiedBy: 'Modifié par',
        version: 'Version',
      },
    },
    profiles: {
      name: 'Profil |||| Profils',
      notifications: {
        created: 'Profil créé',
        updated: 'Profil enregistré',
        deleted: 'Profil supprimé',
      },
      fields: {
        name: 'Nom',
        description: 'Description',
        type: "Type d'écran",
        language: "Langue de l'écran",
        clockFormat: 'Horloge',
        showOrganizer: "Afficher l'organisateur",
        showSubject: "Afficher l'objet de la réunion",
        allowAdHocBooking: "Réserver depuis l'écran",
        maxBookingMinutes: 'Réservation la plus longue (minutes)',
        allowExtend: 'Prolonger une réunion en cours',
        allowEndEarly: 'Terminer une réunion plus tôt',
        checkInEnabled: 'Demander une confirmation de présence',
        checkInBeforeMinutes: 'Ouverture de la confirmation de présence (minutes avant le début)',
        checkInAfterMinutes: 'Fermeture de la confirmation de présence (minutes après le début)',
        releaseUnconfirmed: 'Libérer la salle si personne ne confirme sa présence',
        screenSaverEnabled: "Économiseur d'écran",
        idleMinutes: "Économiseur d'écran après (minutes d'inactivité)",
        usedBy: 'Utilisé par',
        modifiedDate: 'Dernière modification',
        modifiedBy: 'Modifié par',
        version: 'Version',
      },
    },
  },
};
