export default {
  dm: {
    qbicDrift: {
      open: 'Abweichungen prüfen',
      title: 'Abweichungen von einer Vorlage',
      baseline: 'Vorlagen-Player',
      intro: {
        player:
          'Die ausgewählten Player werden gelesen und mit den Einstellungen des Vorlagen-Players verglichen.',
        saved: 'Die ausgewählten Player werden gelesen und mit der gespeicherten Vorlage verglichen.',
        sheet:
          'Die ausgewählten Player werden gelesen, und jeder wird mit seiner Zeile der zuletzt übertragenen Konfigurationstabelle verglichen.',
      },
      check: 'Prüfen',
      check_again: 'Erneut prüfen',
      reading: 'Gelesene Player: %{done} von %{total}',
      baseline_unreadable: 'Der Vorlagen-Player konnte nicht gelesen werden: %{reason}',
      summary: 'Abweichend: %{drifted} · Gleich: %{matching} · Nicht lesbar: %{unreadable}',
      clean: 'Alle lesbaren Player entsprechen der Vorlage.',
      columns: { field: 'Einstellung', baseline: 'Vorlage', player: 'Dieser Player' },
      unreadable: 'Nicht lesbar',
      apply: 'Vorlage auf diese Player anwenden',
      not_applied: 'Angezeigt, nicht angewendet: %{fields}',
      versions:
        'Versionen werden mit „Update verteilen“ installiert. Das Anwenden der Vorlage ändert sie nicht.',
      /** The confirm of Apply: per player what is written and what is not, and why (issue 38). */
      confirm: {
        title: 'Vorlage anwenden?',
        intro: 'Geschrieben wird nur, was abweicht, und nur auf den Playern, auf denen es abweicht.',
        written: 'Wird geschrieben',
        change: '%{field}: %{from} → %{to}',
        not_written: 'Wird nicht geschrieben',
        version: 'wird mit „Update verteilen“ installiert',
        login: 'wird mit der Player-Tabelle gesetzt (das Passwort wird nie zurückgelesen)',
        other: 'keine Einstellung, die die Vorlage schreiben kann',
        mini_display:
          'ein Mini Display wird allein konfiguriert, nie mit anderen Playern: Prüfen Sie es allein, um die Vorlage anzuwenden',
        accept: 'Auf %{smart_count} Player schreiben |||| Auf %{smart_count} Player schreiben',
      },
      password_set: 'Gesetzt',
      source: {
        label: 'Vorlage',
        player: 'Ein gewählter Player',
        saved: 'Eine gespeicherte Vorlage',
        sheet: 'Die zuletzt übertragene Konfigurationstabelle',
      },
      saved: {
        label: 'Gespeicherte Vorlage',
        option: '%{name} (von %{player})',
        none: 'Es wurde noch keine Vorlage gespeichert. Wählen Sie einen Player als Vorlage aus und speichern Sie seine Einstellungen.',
        save_player: 'Als Vorlage speichern…',
        save_title: 'Einstellungen des Vorlagen-Players speichern',
        rename_title: 'Vorlage umbenennen',
        name: 'Name',
        name_empty: 'Ein Name ist erforderlich.',
        name_tooLong: 'Höchstens %{max} Zeichen |||| Höchstens %{max} Zeichen',
        name_taken: 'Eine Vorlage mit diesem Namen existiert bereits.',
        overwrite_question:
          'Eine Vorlage namens „%{name}“ existiert bereits. Soll sie mit den aktuellen Einstellungen dieses Players überschrieben werden?',
        overwrite: 'Überschreiben',
        rename: 'Umbenennen',
        delete: 'Löschen',
        delete_title: 'Vorlage „%{name}“ löschen?',
        delete_message:
          'Die gespeicherte Vorlage „%{name}“ wird für alle Administratoren des Mandanten gelöscht.',
      },
      sheet: {
        none: 'Es wurde noch keine Konfigurationstabelle übertragen: Laden Sie zuerst eine Player-Tabelle hoch und übertragen Sie sie.',
        summary:
          'Übertragen am %{when} von %{who}: %{smart_count} Player |||| Übertragen am %{when} von %{who}: %{smart_count} Player',
        not_in_sheet: 'Nicht in der letzten Tabelle',
        not_recorded:
          'Die Übertragung wird nicht als zuletzt übertragene Konfigurationstabelle gespeichert: %{reason}',
      },
      fields: {
        player_name: 'Gerätename',
        play_group: 'Gerätegruppe',
        smil_content_url: 'Inhalts-URL',
        app_ota_xml_url: 'XML-URL für App-Updates',
        ota_xml_url: 'Firmware-XML-URL',
        schedule_reboot_mode: 'Zeitplan für Ein/Aus',
        reboot_time: 'Täglich neu starten um',
        schedule_on_time: 'Einschalten um',
        schedule_off_time: 'Ausschalten um',
        is_reboot_optimized: 'Optimierter Neustart',
        volume_stream_music: 'Tastenlautstärke',
        volume_stream_notification: 'Benachrichtigungslautstärke',
        volume_stream_alarm: 'Alarmlautstärke',
        volume_stream_system: 'Systemlautstärke',
        app_version: 'App-Version',
        firmware_version: 'Firmware-Version',
        login_username: 'Benutzername für die Anmeldung',
        login_password: 'Passwort für die Anmeldung',
      },
    },
  },
};
