export default {
  dm: {
    shell: {
      header: { menu: 'Hovedmenu', open_menu: 'Åbn hovedmenuen' },
      language: {
        label: 'Sprog',
        save_failed: 'Dit sprogvalg kunne ikke gemmes i din profil',
      },
      profile: {
        label: 'Profil',
        tenant: '%{name} (%{id})',
        sign_out: 'Log ud',
        roles: 'Rolle: %{roles} |||| Roller: %{roles}',
        role: {
          admin: 'Administrator',
          contentcontributor: 'Indholdsbidragyder',
          contentadmin: 'Indholdsadministrator',
        },
      },
      apps: {
        label: 'Apps',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'Du er her',
        new_tab: 'Åbner i en ny fane',
      },
      session: {
        logged_out_title: 'Logget ud',
        message_user_logged_out: 'Din session er afsluttet. Log ind igen for at fortsætte, hvor du slap.',
        sign_in_again: 'Log ind igen',
        changed_title: 'En anden bruger har logget ind',
        message_user_session_changed:
          'Nogen har logget ind som en anden bruger i en anden fane i denne browser. Opdater siden for at fortsætte som den bruger.',
        refresh: 'Opdater',
        signing_out: 'Logger ud',
      },
      login: {
        signed_in_as: 'Du er logget ind som %{name}.',
        continue: 'Fortsæt',
        signed_out_idle: 'Du blev logget ud efter 20 minutter uden aktivitet.',
        signed_out_session: 'Din session er afsluttet. Log ind igen for at fortsætte, hvor du slap.',
        separate: {
          title: 'Du er logget ind',
          message: 'Konsollen fortsætter i den fane, du loggede ind fra. Du kan lukke dette vindue.',
          open_here: 'Åbn konsollen her',
          close: 'Luk dette vindue',
        },
      },
      redirect: {
        heading: 'Fortsæt på den centrale login-side',
        message_captcha_required: 'Af hensyn til din sikkerhed kræver dette login en captcha-kontrol.',
        message_must_change_password: 'Din adgangskode er udløbet og skal ændres, før du kan logge ind.',
        message_redirect_notice:
          'Den centrale login-side åbner i et nyt vindue. Når du er færdig der, logger denne side dig ind.',
        open: 'Åbn login-siden',
      },
      sso: {
        start: 'Brug single sign-on (SSO)',
        organization: 'Organisations-ID',
        next: 'Næste',
        applies: 'Din organisation (%{tenant}) logger ind med single sign-on.',
        continue: 'Fortsæt med single sign-on',
        use_password: 'Log i stedet ind med brugernavn og adgangskode',
        not_configured:
          'Single sign-on er ikke sat op for »%{tenant}«. Log ind med dit brugernavn og din adgangskode.',
      },
      confirm: {
        cancel: 'Annuller',
        accept: 'Accepter',
        ok: 'OK',
        yes_delete: 'Ja, slet',
        yes_unlink: 'Ja, afregistrer',
        authorize: 'Godkend',
        busy_accept: 'Accepterer…',
        busy_ok: 'Vent venligst…',
        busy_delete: 'Sletter…',
        yes_remove: 'Ja, fjern',
        busy_remove: 'Fjerner…',
        busy_unlink: 'Afregistrerer…',
        busy_authorize: 'Godkender…',
        password: 'Adgangskode',
      },
      error: {
        title: 'Fejl',
        page_title: 'Denne side kunne ikke vises',
        page_message: 'Noget gik galt, da siden skulle vises. Prøv igen, eller vælg en anden side.',
      },
      turned_away:
        'Din konto har ikke rettighederne til »%{from}«, så du er blevet sendt videre til »%{to}«.',
      unauthorized: {
        title: 'Ingen adgang til Device Manager',
        message:
          'Du er logget ind, men din konto har ingen af de rettigheder, som denne konsol kræver. Bed din administrator om adgang.',
        sign_in_other: 'Log ind som en anden',
      },
      not_found: {
        title: 'Siden blev ikke fundet',
        message:
          'Der er ingen side på denne adresse. Den kan være flyttet, eller linket kan være stavet forkert.',
        home: 'Gå til startsiden',
      },
    },
  },
};
