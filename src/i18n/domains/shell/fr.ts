export default {
  dm: {
    shell: {
      header: { menu: 'Menu principal', open_menu: 'Ouvrir le menu principal' },
      language: {
        label: 'Langue',
        save_failed: "Votre choix de langue n'a pas pu être enregistré dans votre profil",
      },
      profile: {
        label: 'Profil',
        tenant: '%{name} (%{id})',
        sign_out: 'Se déconnecter',
        roles: 'Rôle : %{roles} |||| Rôles : %{roles}',
        role: {
          admin: 'Administrateur',
          contentcontributor: 'Contributeur de contenus',
          contentadmin: 'Administrateur de contenus',
        },
      },
      apps: {
        label: 'Applications',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'Vous êtes ici',
        new_tab: "S'ouvre dans un nouvel onglet",
      },
      session: {
        logged_out_title: 'Déconnecté',
        message_user_logged_out:
          'Votre session est terminée. Reconnectez-vous pour reprendre là où vous en étiez.',
        sign_in_again: 'Se reconnecter',
        changed_title: "Un autre utilisateur s'est connecté",
        message_user_session_changed:
          "Quelqu'un s'est connecté sous un autre compte dans un autre onglet de ce navigateur. Actualisez la page pour continuer avec ce compte.",
        refresh: 'Actualiser',
        signing_out: 'Déconnexion en cours',
      },
      login: {
        signed_in_as: 'Vous êtes connecté en tant que %{name}.',
        continue: 'Continuer',
        signed_out_idle: "Vous avez été déconnecté après 20 minutes d'inactivité.",
        signed_out_session:
          'Votre session est terminée. Reconnectez-vous pour reprendre là où vous en étiez.',
        separate: {
          title: 'Vous êtes connecté',
          message:
            "La console continue dans l'onglet depuis lequel vous vous êtes connecté. Vous pouvez fermer cette fenêtre.",
          open_here: 'Ouvrir la console ici',
          close: 'Fermer cette fenêtre',
        },
      },
      redirect: {
        heading: 'Continuer sur la page de connexion centrale',
        message_captcha_required: 'Pour votre sécurité, cette connexion nécessite une vérification captcha.',
        message_must_change_password:
          'Votre mot de passe a expiré. Vous devez le changer avant de pouvoir vous connecter.',
        message_redirect_notice:
          "La page de connexion centrale s'ouvre dans une nouvelle fenêtre. Une fois que vous y avez terminé, vous êtes connecté sur cette page.",
        open: 'Ouvrir la page de connexion',
      },
      sso: {
        start: "Utiliser l'authentification unique (SSO)",
        organization: "Identifiant de l'organisation",
        next: 'Suivant',
        applies: "Votre organisation (%{tenant}) utilise l'authentification unique.",
        continue: "Continuer avec l'authentification unique",
        use_password: "Se connecter plutôt avec un nom d'utilisateur et un mot de passe",
        not_configured:
          "L'authentification unique n'est pas configurée pour « %{tenant} ». Connectez-vous avec votre nom d'utilisateur et votre mot de passe.",
      },
      confirm: {
        cancel: 'Annuler',
        accept: 'Accepter',
        ok: 'OK',
        yes_delete: 'Oui, supprimer',
        yes_unlink: 'Oui, désinscrire',
        authorize: 'Autoriser',
        busy_accept: 'Acceptation…',
        busy_ok: 'Veuillez patienter…',
        busy_delete: 'Suppression…',
        yes_remove: 'Oui, retirer',
        busy_remove: 'Retrait en cours…',
        busy_unlink: 'Désinscription…',
        busy_authorize: 'Autorisation…',
        password: 'Mot de passe',
      },
      error: {
        title: 'Erreur',
        page_title: "Cette page n'a pas pu être affichée",
        page_message:
          "Une erreur s'est produite lors de l'affichage de cette page. Réessayez ou choisissez une autre page.",
      },
      turned_away:
        "Votre compte n'a pas les autorisations nécessaires pour « %{from} », vous avez donc été redirigé vers « %{to} ».",
      unauthorized: {
        title: "Pas d'accès à Device Manager",
        message:
          "Vous êtes connecté, mais votre compte n'a aucune des autorisations nécessaires à cette console. Demandez l'accès à votre administrateur.",
        sign_in_other: 'Se connecter avec un autre compte',
      },
      not_found: {
        title: 'Page introuvable',
        message:
          "Il n'y a pas de page à cette adresse. Elle a peut-être été déplacée ou le lien contient une faute de frappe.",
        home: "Aller à la page d'accueil",
      },
    },
  },
};
