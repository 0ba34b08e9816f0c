// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Workplace-Einstellungen',
        preview: 'Vorschaukonfiguration',
        previewHelp:
          'Bei eingeschalteter Vorschau sehen nur die hier gewählten Benutzer eine veröffentlichte Vorschau der Workplace-Konfiguration, bis sie gespeichert oder verworfen wird.',
        search: 'Vorschau-Benutzer',
        searchHelp:
          'Suche nach Name, Benutzer-ID oder E-Mail (mindestens 3 Zeichen); Enter fügt eingegebene Benutzer-IDs oder E-Mail-Adressen hinzu.',
        users: 'Gewählte Vorschau-Benutzer',
        saving: 'Wird gespeichert…',
        message_no_users_found: 'Keine Benutzer gefunden',
        message_too_many_users: 'Zu viele passende Benutzer; verfeinern Sie die Suche',
        errors: {
          invalidUser:
            'Diese Einträge gehören zu keinem Benutzer dieses Mandanten: Korrigieren oder entfernen Sie sie.',
          minimumUsers:
            'Wählen Sie mindestens einen Benutzer oder schalten Sie die Vorschaukonfiguration aus.',
          pendingUser: 'Fügen Sie den eingegebenen Benutzer hinzu oder leeren Sie das Feld.',
        },
      },
      validation: {
        title: 'Die Konfiguration kann noch nicht gespeichert werden',
      },
      errors: {
        error_missing_brand_dark_logo: 'Wählen Sie ein Markenlogo für den dunklen Modus.',
        error_missing_brand_light_logo: 'Wählen Sie ein Markenlogo für den hellen Modus.',
        error_missing_dark_logo: 'Wählen Sie ein Logo für das dunkle Design.',
        error_missing_light_logo: 'Wählen Sie ein Logo für das helle Design.',
        error_missing_floorplan_views:
          'Wählen Sie mindestens eine verfügbare Grundrissansicht oder schalten Sie die Grundrissansichten aus.',
        error_missing_brand_name: 'Geben Sie den Markentext ein.',
        error_brand_name_length_constraint: 'Der Markentext darf höchstens 15 Zeichen haben.',
        error_incomplete:
          'Die Konfiguration ist unvollständig; laden Sie sie neu und versuchen Sie es erneut.',
        label_error: 'Fehler',
        error_config_already_modified:
          'Jemand anders hat die Workplace-Konfiguration inzwischen geändert. Sie wird mit diesen Änderungen neu geladen; nehmen Sie Ihre Änderungen erneut vor.',
        error_saving_workplace_config:
          'Die Workplace-Konfiguration konnte nicht gespeichert werden. Ihre Änderungen bleiben erhalten; versuchen Sie es erneut.',
      },
      discard: {
        title: 'Änderungen verwerfen?',
        message:
          'Die veröffentlichte Vorschau und alle ungespeicherten Änderungen werden verworfen, und die aktive Konfiguration wird neu geladen.',
      },
      leave: {
        title: 'Ohne Speichern verlassen?',
        message:
          'Die Workplace-Konfiguration enthält ungespeicherte Änderungen. Sie gehen verloren, wenn Sie die Seite verlassen.',
      },
      sheet: {
        label: 'Aktionen der Workplace-Konfiguration',
        changes: 'Was sich ändert',
        inPreview: 'In der Vorschau, noch nicht gespeichert',
        uploading: 'Logos werden hochgeladen… %{percent} %',
        saving: 'Wird gespeichert…',
        previewing: 'Vorschau wird veröffentlicht…',
        discarding: 'Wird verworfen…',
        saved: 'Gespeichert',
        previewed: 'Vorschau veröffentlicht',
        unsaved: 'Ungespeicherte Änderungen',
        discard: 'Verwerfen',
        save: 'Speichern',
        preview: 'Vorschau',
        previewMode:
          'Die Vorschaukonfiguration ist eingeschaltet: Veröffentlichen Sie vor dem Speichern eine Vorschau für die gewählten Benutzer.',
        previewPushed:
          'Die Konfiguration ist im Vorschaumodus: Die gewählten Benutzer sehen sie. Speichern Sie sie für alle oder verwerfen Sie sie.',
      },
      fields: {
        accentColor: 'Akzentfarbe',
        brandingType: 'Marke',
        themeLogoType: 'Design-Logo',
        brandingText: 'Markentext',
        useSameBrandingLogo: 'Ein Markenlogo für Dunkel und Hell',
        useSameLogo: 'Ein Design-Logo für Dunkel und Hell',
        brandingDarkLogo: 'Markenlogo (dunkel)',
        brandingLogo: 'Markenlogo (dunkel und hell)',
        themeLogo: 'Design-Logo (dunkel und hell)',
        brandingLightLogo: 'Markenlogo (hell)',
        darkThemeLogoURL: 'Design-Logo (dunkel)',
        lightThemeLogoURL: 'Design-Logo (hell)',
        floorplanViews: 'Grundrissansichten abrufen',
        availableViews: 'Verfügbare Ansichten',
        selectedFloorplanViews: 'Gewählte Ansichten',
        equipmentAndServices: 'Ausstattung und Services',
        recurrence: 'Wiederkehrende Buchungen',
        bookTicket: 'Ticket buchen',
        request: 'Anfragen',
        feedbackTile: 'Feedback-Kachel',
        bookingOffHours: 'Buchen außerhalb der Bürozeiten',
        ticketingConfiguration: 'Ticketverkauf',
        touchFreeKiosk: 'Berührungsloser Kiosk',
        confidential: 'Vertrauliche Buchungen',
      },
      values: {
        text: 'Text',
        logo: 'Logo',
        on: 'ein',
        off: 'aus',
      },
      theme: {
        noLogo: 'Kein Logo',
        logoUrl: 'Logo-Adresse',
        logoBlocked:
          'Die Sicherheitsrichtlinie dieser Konsole blockiert Bilder von %{origin}, daher kann das Logo hier nicht angezeigt werden',
        chooseFile: 'Datei wählen',
        chooseFileFor: 'Datei wählen: %{logo}',
        removeLogo: 'Entfernen',
        accentHelp: 'Eine Farbe als #rrggbb.',
        accentInvalid: 'Geben Sie eine Farbe als #rrggbb ein, zum Beispiel #1976d2.',
        pickColor: 'Akzentfarbe wählen',
        brandingCount: '%{count} von %{max} Zeichen |||| %{count} von %{max} Zeichen',
        logoBoth: 'Logo für Dunkel und Hell',
        logoDark: 'Logo auf dunklem Hintergrund',
        logoLight: 'Logo auf hellem Hintergrund',
      },
      features: {
        floorplan: 'Grundriss',
        flags: 'Funktionen der App',
        views: {
          '2d': '2D-Plan',
          '3d': '3D-Plan',
          list: 'Liste',
        },
      },
      picture: {
        title: 'Die Workplace-App',
        light: 'Startbildschirm der Workplace-App im hellen Modus',
        dark: 'Startbildschirm der Workplace-App im dunklen Modus',
        greeting: 'Guten Morgen',
      },
    },
    errors: {
      code: {
        12403: 'Zu viele passende Benutzer; verfeinern Sie die Suche',
        12409:
          'Jemand anders hat die Workplace-Konfiguration inzwischen geändert. Sie wird mit diesen Änderungen neu geladen; nehmen Sie Ihre Änderungen erneut vor.',
      },
    },
  },
};
