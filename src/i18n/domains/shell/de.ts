export default {
  dm: {
    shell: {
      header: { menu: 'Hauptmenü', open_menu: 'Hauptmenü öffnen' },
      language: {
        label: 'Sprache',
        save_failed: 'Ihre Sprachwahl konnte nicht in Ihrem Profil gespeichert werden',
      },
      profile: {
        label: 'Profil',
        tenant: '%{name} (%{id})',
        sign_out: 'Abmelden',
        roles: 'Rolle: %{roles} |||| Rollen: %{roles}',
        role: {
          admin: 'Administrator',
          contentcontributor: 'Inhaltsautor',
          contentadmin: 'Inhaltsadministrator',
        },
      },
      apps: {
        label: 'Apps',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'Sie sind hier',
        new_tab: 'Wird in einem neuen Tab geöffnet',
      },
      session: {
        logged_out_title: 'Abgemeldet',
        message_user_logged_out:
          'Ihre Sitzung wurde beendet. Melden Sie sich erneut an, um dort weiterzumachen, wo Sie aufgehört haben.',
        sign_in_again: 'Erneut anmelden',
        changed_title: 'Ein anderer Benutzer hat sich angemeldet',
        message_user_session_changed:
          'In einem anderen Tab dieses Browsers hat sich jemand als anderer Benutzer angemeldet. Aktualisieren Sie die Seite, um als dieser Benutzer weiterzuarbeiten.',
        refresh: 'Aktualisieren',
        signing_out: 'Abmeldung läuft',
      },
      login: {
        signed_in_as: 'Sie sind als %{name} angemeldet.',
        continue: 'Weiter',
        signed_out_idle: 'Sie wurden nach 20 Minuten ohne Aktivität abgemeldet.',
        signed_out_session:
          'Ihre Sitzung wurde beendet. Melden Sie sich erneut an, um dort weiterzumachen, wo Sie aufgehört haben.',
        separate: {
          title: 'Sie sind angemeldet',
          message:
            'Sie arbeiten in dem Tab weiter, in dem Sie sich angemeldet haben. Sie können dieses Fenster schließen.',
          open_here: 'Konsole hier öffnen',
          close: 'Dieses Fenster schließen',
        },
      },
      redirect: {
        heading: 'Weiter auf der zentralen Anmeldeseite',
        message_captcha_required: 'Zu Ihrer Sicherheit erfordert diese Anmeldung eine Captcha-Prüfung.',
        message_must_change_password:
          'Ihr Passwort ist abgelaufen und muss geändert werden, bevor Sie sich anmelden können.',
        message_redirect_notice:
          'Die zentrale Anmeldeseite öffnet sich in einem neuen Fenster. Sobald Sie dort fertig sind, meldet diese Seite Sie an.',
        open: 'Anmeldeseite öffnen',
      },
      sso: {
        start: 'Single Sign-on (SSO) verwenden',
        organization: 'Organisations-ID',
        next: 'Weiter',
        applies: 'Ihre Organisation (%{tenant}) meldet sich mit Single Sign-on an.',
        continue: 'Weiter mit Single Sign-on',
        use_password: 'Stattdessen mit Benutzername und Passwort anmelden',
        not_configured:
          'Für „%{tenant}“ ist kein Single Sign-on eingerichtet. Melden Sie sich mit Benutzername und Passwort an.',
      },
      confirm: {
        cancel: 'Abbrechen',
        accept: 'Akzeptieren',
        ok: 'OK',
        yes_delete: 'Ja, löschen',
        yes_unlink: 'Ja, Registrierung aufheben',
        authorize: 'Autorisieren',
        busy_accept: 'Wird akzeptiert…',
        busy_ok: 'Bitte warten…',
        busy_delete: 'Wird gelöscht…',
        yes_remove: 'Ja, entfernen',
        busy_remove: 'Wird entfernt…',
        busy_unlink: 'Registrierung wird aufgehoben…',
        busy_authorize: 'Wird autorisiert…',
        password: 'Passwort',
      },
      error: {
        title: 'Fehler',
        page_title: 'Diese Seite konnte nicht angezeigt werden',
        page_message:
          'Beim Anzeigen dieser Seite ist etwas schiefgegangen. Versuchen Sie es erneut oder wählen Sie eine andere Seite.',
      },
      turned_away:
        'Ihrem Konto fehlen die Berechtigungen für „%{from}“, daher wurden Sie zu „%{to}“ weitergeleitet.',
      unauthorized: {
        title: 'Kein Zugriff auf Device Manager',
        message:
          'Sie sind angemeldet, aber Ihr Konto hat keine der Berechtigungen, die diese Konsole benötigt. Bitten Sie Ihren Administrator um Zugriff.',
        sign_in_other: 'Als anderer Benutzer anmelden',
      },
      not_found: {
        title: 'Seite nicht gefunden',
        message:
          'Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben oder der Link ist falsch geschrieben.',
        home: 'Zur Startseite',
      },
    },
  },
};
