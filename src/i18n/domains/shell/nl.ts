export default {
  dm: {
    shell: {
      header: { menu: 'Hoofdmenu', open_menu: 'Hoofdmenu openen' },
      language: {
        label: 'Taal',
        save_failed: 'Uw taalkeuze kon niet in uw profiel worden opgeslagen',
      },
      profile: {
        label: 'Profiel',
        tenant: '%{name} (%{id})',
        sign_out: 'Afmelden',
        roles: 'Rol: %{roles} |||| Rollen: %{roles}',
        role: {
          admin: 'Beheerder',
          contentcontributor: 'Inhoudsbijdrager',
          contentadmin: 'Inhoudsbeheerder',
        },
      },
      apps: {
        label: 'Apps',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'U bent hier',
        new_tab: 'Wordt geopend in een nieuw tabblad',
      },
      session: {
        logged_out_title: 'Afgemeld',
        message_user_logged_out:
          'Uw sessie is beëindigd. Meld u opnieuw aan om verder te gaan waar u gebleven was.',
        sign_in_again: 'Opnieuw aanmelden',
        changed_title: 'Een andere gebruiker heeft zich aangemeld',
        message_user_session_changed:
          'Iemand heeft zich in een ander tabblad van deze browser als een andere gebruiker aangemeld. Vernieuw de pagina om als die gebruiker verder te gaan.',
        refresh: 'Vernieuwen',
        signing_out: 'Bezig met afmelden',
      },
      login: {
        signed_in_as: 'U bent aangemeld als %{name}.',
        continue: 'Doorgaan',
        signed_out_idle: 'U bent na 20 minuten zonder activiteit afgemeld.',
        signed_out_session:
          'Uw sessie is beëindigd. Meld u opnieuw aan om verder te gaan waar u gebleven was.',
        separate: {
          title: 'U bent aangemeld',
          message:
            'De console gaat verder in het tabblad waarin u zich hebt aangemeld. U kunt dit venster sluiten.',
          open_here: 'Console hier openen',
          close: 'Dit venster sluiten',
        },
      },
      redirect: {
        heading: 'Verder op de centrale aanmeldpagina',
        message_captcha_required: 'Voor uw veiligheid vraagt deze aanmelding om een captchacontrole.',
        message_must_change_password:
          'Uw wachtwoord is verlopen en moet worden gewijzigd voordat u zich kunt aanmelden.',
        message_redirect_notice:
          'De centrale aanmeldpagina wordt geopend in een nieuw venster. Zodra u daar klaar bent, meldt deze pagina u aan.',
        open: 'Aanmeldpagina openen',
      },
      sso: {
        start: 'Eenmalige aanmelding (SSO) gebruiken',
        organization: 'Organisatie-ID',
        next: 'Volgende',
        applies: 'Uw organisatie (%{tenant}) meldt zich aan met eenmalige aanmelding.',
        continue: 'Verder met eenmalige aanmelding',
        use_password: 'In plaats daarvan aanmelden met gebruikersnaam en wachtwoord',
        not_configured:
          'Voor “%{tenant}” is geen eenmalige aanmelding ingesteld. Meld u aan met uw gebruikersnaam en wachtwoord.',
      },
      confirm: {
        cancel: 'Annuleren',
        accept: 'Accepteren',
        ok: 'OK',
        yes_delete: 'Ja, verwijderen',
        yes_unlink: 'Ja, registratie opheffen',
        authorize: 'Autoriseren',
        busy_accept: 'Bezig met accepteren…',
        busy_ok: 'Even geduld…',
        busy_delete: 'Bezig met verwijderen…',
        yes_remove: 'Ja, verwijderen',
        busy_remove: 'Bezig met verwijderen…',
        busy_unlink: 'Registratie wordt opgeheven…',
        busy_authorize: 'Bezig met autoriseren…',
        password: 'Wachtwoord',
      },
      error: {
        title: 'Fout',
        page_title: 'Deze pagina kon niet worden weergegeven',
        page_message:
          'Er ging iets mis bij het weergeven van deze pagina. Probeer het opnieuw of kies een andere pagina.',
      },
      turned_away: 'Uw account heeft niet de rechten voor “%{from}”, daarom bent u naar “%{to}” gebracht.',
      unauthorized: {
        title: 'Geen toegang tot Device Manager',
        message:
          'U bent aangemeld, maar uw account heeft geen van de rechten die deze console nodig heeft. Vraag uw beheerder om toegang.',
        sign_in_other: 'Aanmelden als iemand anders',
      },
      not_found: {
        title: 'Pagina niet gevonden',
        message:
          'Op dit adres staat geen pagina. Misschien is deze verplaatst, of bevat de link een tikfout.',
        home: 'Naar de startpagina',
      },
    },
  },
};
