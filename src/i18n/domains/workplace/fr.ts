// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Paramètres Workplace',
        preview: 'Configuration en aperçu',
        previewHelp:
          "Lorsque l'aperçu est activé, un aperçu publié de la configuration Workplace n'est visible que par les utilisateurs choisis ici, jusqu'à ce qu'il soit enregistré ou abandonné.",
        search: "Utilisateurs de l'aperçu",
        searchHelp:
          'Recherchez par nom, identifiant ou e-mail (3 caractères au moins) ; appuyez sur Entrée pour ajouter les identifiants ou adresses e-mail saisis.',
        users: "Utilisateurs choisis pour l'aperçu",
        saving: 'Enregistrement…',
        message_no_users_found: 'Aucun utilisateur trouvé',
        message_too_many_users: "Trop d'utilisateurs correspondent ; affinez la recherche",
        errors: {
          invalidUser:
            'Ces entrées ne sont pas des utilisateurs de ce locataire : corrigez-les ou retirez-les.',
          minimumUsers: 'Choisissez au moins un utilisateur ou désactivez la configuration en aperçu.',
          pendingUser: "Ajoutez l'utilisateur saisi ou videz le champ.",
        },
      },
      validation: {
        title: 'La configuration ne peut pas encore être enregistrée',
      },
      errors: {
        error_missing_brand_dark_logo: 'Choisissez un logo de marque pour le mode sombre.',
        error_missing_brand_light_logo: 'Choisissez un logo de marque pour le mode clair.',
        error_missing_dark_logo: 'Choisissez un logo pour le thème sombre.',
        error_missing_light_logo: 'Choisissez un logo pour le thème clair.',
        error_missing_floorplan_views:
          'Choisissez au moins une vue de plan disponible ou désactivez les vues de plan.',
        error_missing_brand_name: 'Saisissez le texte de marque.',
        error_brand_name_length_constraint: 'Le texte de marque ne peut pas dépasser 15 caractères.',
        error_incomplete: 'La configuration est incomplète ; rechargez-la et réessayez.',
        label_conflict: "Modifiée par quelqu'un d'autre",
        label_not_saved: 'Non enregistrée',
        error_config_already_modified:
          "Quelqu'un d'autre a modifié la configuration Workplace entre-temps. Elle va être rechargée avec ses modifications ; refaites les vôtres.",
        error_saving_workplace_config:
          "La configuration Workplace n'a pas pu être enregistrée. Vos modifications sont conservées ; réessayez.",
      },
      discard: {
        title: 'Abandonner les modifications ?',
        message:
          "L'aperçu publié et toutes les modifications non enregistrées sont abandonnés, et la configuration en service est rechargée.",
      },
      leave: {
        title: 'Quitter sans enregistrer ?',
        message:
          'La configuration Workplace contient des modifications non enregistrées. Elles seront perdues si vous quittez.',
      },
      sheet: {
        label: 'Actions de la configuration Workplace',
        changes: 'Ce qui change',
        inPreview: "Dans l'aperçu, pas encore enregistré",
        uploading: 'Téléversement des logos… %{percent} %',
        saving: 'Enregistrement…',
        previewing: "Publication de l'aperçu…",
        discarding: 'Abandon…',
        saved: 'Enregistré',
        previewed: 'Aperçu publié',
        unsaved: 'Modifications non enregistrées',
        discard: 'Abandonner',
        save: 'Enregistrer',
        preview: 'Aperçu',
        previewMode:
          "La configuration en aperçu est activée : publiez un aperçu pour les utilisateurs choisis avant d'enregistrer.",
        previewPushed:
          'La configuration est en mode aperçu : les utilisateurs choisis la voient. Enregistrez-la pour tous ou abandonnez-la.',
      },
      fields: {
        accentColor: "Couleur d'accent",
        brandingType: 'Marque',
        themeLogoType: 'Logo du thème',
        brandingText: 'Texte de marque',
        useSameBrandingLogo: 'Un seul logo de marque pour les modes sombre et clair',
        useSameLogo: 'Un seul logo de thème pour les modes sombre et clair',
        brandingDarkLogo: 'Logo de marque (sombre)',
        brandingLogo: 'Logo de marque (sombre et clair)',
        themeLogo: 'Logo du thème (sombre et clair)',
        brandingLightLogo: 'Logo de marque (clair)',
        darkThemeLogoURL: 'Logo du thème (sombre)',
        lightThemeLogoURL: 'Logo du thème (clair)',
        floorplanViews: 'Vues de plan',
        availableViews: 'Vues disponibles',
        selectedFloorplanViews: 'Vues choisies',
        equipmentAndServices: 'Équipements et services',
        recurrence: 'Réservations récurrentes',
        bookTicket: 'Réserver un billet',
        request: 'Demandes',
        feedbackTile: "Tuile d'avis",
        bookingOffHours: 'Réservation en dehors des heures de bureau',
        ticketingConfiguration: 'Billetterie',
        touchFreeKiosk: 'Kiosque sans contact',
        confidential: 'Réservations confidentielles',
      },
      values: {
        text: 'Texte',
        logo: 'Logo',
        on: 'activé',
        off: 'désactivé',
      },
      theme: {
        noLogo: 'Aucun logo',
        logoUrl: 'Adresse du logo',
        logoBlocked:
          'La politique de sécurité de cette console bloque les images de %{origin}\xa0: le logo ne peut donc pas être affiché ici',
        chooseFile: 'Choisir un fichier',
        chooseFileFor: 'Choisir un fichier : %{logo}',
        removeLogo: 'Retirer',
        accentHelp: 'Une couleur au format #rrggbb.',
        accentInvalid: 'Saisissez une couleur au format #rrggbb, par exemple #1976d2.',
        pickColor: "Choisir la couleur d'accent",
        brandingCount: '%{count} sur %{max} caractère |||| %{count} sur %{max} caractères',
        logoBoth: 'Logo pour les modes sombre et clair',
        logoDark: 'Logo sur fond sombre',
        logoLight: 'Logo sur fond clair',
      },
      features: {
        floorplan: 'Plan des étages',
        flags: "Fonctions de l'application",
        views: {
          '2d': 'Plan 2D',
          '3d': 'Plan 3D',
          list: 'Liste',
        },
      },
      picture: {
        title: "L'application Workplace",
        light: "Écran d'accueil de l'application Workplace en mode clair",
        dark: "Écran d'accueil de l'application Workplace en mode sombre",
        greeting: 'Bonjour',
      },
    },
    errors: {
      code: {
        12403: "Trop d'utilisateurs correspondent ; affinez la recherche",
        12409:
          "Quelqu'un d'autre a modifié la configuration Workplace entre-temps. Elle va être rechargée avec ses modifications ; refaites les vôtres.",
      },
    },
  },
};
