export default {
  dm: {
    looks: {
      display_type: 'Displaytyp',
      create_title: { profiles: 'Profil erstellen', themes: 'Design erstellen' },
      unused: 'Nicht verwendet',
      used_by_count: '%{smart_count} Gerät |||| %{smart_count} Geräte',
      validation: {
        required: 'Pflichtfeld',
        too_long: 'Höchstlänge: %{max}',
        not_a_choice: 'Wählen Sie eine der Optionen',
        not_a_flag: 'Schalten Sie die Option ein oder aus',
        not_a_whole_number: 'Geben Sie eine ganze Zahl ein',
        out_of_range: 'Geben Sie eine Zahl von %{min} bis %{max} ein',
        not_a_color: 'Geben Sie eine Farbe wie #1a2b3c ein',
        logo_type: 'Wählen Sie ein PNG-, JPEG-, WebP- oder SVG-Bild',
        logo_too_large: 'Das Bild hat %{size} kB; erlaubt sind %{max} kB. Wählen Sie ein kleineres Bild.',
        logo_not_image:
          'Diese Datei ist kein Bild: Ihr Inhalt ist weder PNG noch JPEG, WebP oder SVG, auch wenn der Dateiname etwas anderes nahelegt',
        logo_unreadable: 'Diese Datei lässt sich nicht als Bild lesen',
        type_fixed: 'Der Displaytyp lässt sich nicht ändern',
      },
      conflict: {
        title: 'Jemand anders hat eine neuere Version gespeichert',
        saved_by:
          '%{name} hat während Ihrer Bearbeitung am %{date} Version %{version} gespeichert. Ihre Änderungen sind noch nicht gespeichert.',
        saved:
          'Version %{version} wurde während Ihrer Bearbeitung am %{date} gespeichert. Ihre Änderungen sind noch nicht gespeichert.',
        field: 'Einstellung',
        mine: 'Ihre Version',
        newer: 'Neuere Version',
        changed_by: {
          you: 'Von Ihnen geändert',
          them: 'Von der anderen Person geändert',
          both: 'Von beiden geändert',
        },
        same: 'Die neuere Version hat dieselben Werte wie Ihr Formular.',
        use_newer: 'Neuere Version übernehmen',
        keep_mine: 'Meine Änderungen behalten',
        kept: 'Ihre Änderungen bleiben erhalten, dazu die Änderungen der anderen Person an den übrigen Einstellungen. Speichern Sie, um das Ergebnis zu sichern.',
      },
    },
    themes: {
      choices: {
        mode: {
          dark: 'Dunkel',
          light: 'Hell',
          brandDark: 'Dunkel (Markenfarben)',
          brandLight: 'Hell (Markenfarben)',
        },
        logoType: { text: 'Text', image: 'Bild' },
      },
      logo: {
        choose: 'Bild auswählen',
        replace: 'Bild ersetzen',
        remove: 'Entfernen',
        none: 'Noch kein Bild',
        hint: 'PNG, JPEG, WebP oder SVG, höchstens %{max}',
        text_hint: 'Höchstens %{max} Zeichen |||| Höchstens %{max} Zeichen',
      },
      preview: {
        title: 'Vorschau',
        room: 'Konferenzraum',
        available: 'Frei',
        next: 'Als Nächstes: Teambesprechung um 10:00',
        book_now: 'Jetzt buchen',
      },
      pick_color: 'Farbe auswählen',
    },
    profiles: {
      choices: { clockFormat: { '12h': '12-Stunden-Format (2:30 PM)', '24h': '24-Stunden-Format (14:30)' } },
      sections: {
        general: 'Allgemein',
        meetings: 'Besprechungen',
        booking: 'Buchung',
        room: 'Im Raum',
        screen: 'Bildschirm',
      },
      after_minutes: 'Nach %{smart_count} Minute |||| Nach %{smart_count} Minuten',
      off: 'Aus',
    },
    errors: {
      code: {
        60013:
          'Dieses Design wird von Geräten verwendet. Weisen Sie diesen Geräten zuerst ein anderes Design zu und löschen Sie es dann.',
        70011:
          'Dieses Profil wird von Geräten verwendet. Weisen Sie diesen Geräten zuerst ein anderes Profil zu und löschen Sie es dann.',
      },
    },
  },
  resources: {
    themes: {
      name: 'Design |||| Designs',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'Design',
      notifications: {
        created: 'Design erstellt',
        updated: 'Design gespeichert',
        deleted: 'Design gelöscht',
      },
      fields: {
        name: 'Bezeichnung',
        type: 'Displaytyp',
        mode: 'Modus',
        accentColor: 'Akzentfarbe',
        logoType: 'Logo',
        logoText: 'Logotext',
        logoUrl: 'Logobild',
        usedBy: 'Verwendet von',
        modifiedDate: 'Zuletzt geändert',
        modifiedBy: 'Geändert von',
        version: 'Version',
      },
    },
    profiles: {
      name: 'Profil |||| Profile',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'Profil',
      notifications: {
        created: 'Profil erstellt',
        updated: 'Profil gespeichert',
        deleted: 'Profil gelöscht',
      },
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        type: 'Displaytyp',
        language: 'Displaysprache',
        clockFormat: 'Uhr',
        showOrganizer: 'Organisator anzeigen',
        showSubject: 'Betreff der Besprechung anzeigen',
        allowAdHocBooking: 'Direkt am Display buchen',
        maxBookingMinutes: 'Längste Buchung (Minuten)',
        allowExtend: 'Laufende Besprechung verlängern',
        allowEndEarly: 'Besprechung vorzeitig beenden',
        checkInEnabled: 'Check-in verlangen',
        checkInBeforeMinutes: 'Check-in möglich ab (Minuten vor Beginn)',
        checkInAfterMinutes: 'Check-in möglich bis (Minuten nach Beginn)',
        releaseUnconfirmed: 'Raum freigeben, wenn niemand eincheckt',
        screenSaverEnabled: 'Bildschirmschoner',
        idleMinutes: 'Bildschirmschoner nach (Minuten Leerlauf)',
        usedBy: 'Verwendet von',
        modifiedDate: 'Zuletzt geändert',
        modifiedBy: 'Geändert von',
        version: 'Version',
      },
    },
  },
};
