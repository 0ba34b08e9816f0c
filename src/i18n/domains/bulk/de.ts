// Massenkonfiguration per Tabelle auf dem Geräte-Tab und dem Player-Tab.
import sheet from '../../../domain/sheetWords/de';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Hochladen',
        bulkConfiguration: 'Massenkonfiguration',
        downloading: 'Massenkonfiguration wird heruntergeladen…',
        downloaded: 'Die Massenkonfiguration wurde heruntergeladen.',
        fileDownloaded: 'Heruntergeladen: %{name}',
        leftOut:
          'Die Tabelle lässt das Gerät aus, das nicht mehr zu diesem Mandanten gehört: %{names}. Es wurde abgewählt. |||| Die Tabelle lässt die %{smart_count} Geräte aus, die nicht mehr zu diesem Mandanten gehören: %{names}. Sie wurden abgewählt.',
        noneInTenant:
          'Das ausgewählte Gerät gehört nicht mehr zu diesem Mandanten, daher gibt es keine Tabelle zum Herunterladen. Die Liste wurde neu geladen. |||| Keines der %{smart_count} ausgewählten Geräte gehört noch zu diesem Mandanten, daher gibt es keine Tabelle zum Herunterladen. Die Liste wurde neu geladen.',
      },
      serviceDesk: {
        title: 'Massenkonfiguration nicht unterstützt',
        message:
          'Die Massenkonfiguration wird für Servicedisplays und Schreibtischdisplays nicht unterstützt: Die Tabelle hat keine Felder für sie. Heben Sie ihre Auswahl auf, um fortzufahren, und konfigurieren Sie jedes einzeln.',
        names:
          'Das Servicedisplay oder Schreibtischdisplay unter den ausgewählten Geräten: |||| Die %{smart_count} Servicedisplays oder Schreibtischdisplays unter den ausgewählten Geräten:',
        more: 'und %{smart_count} weiteres |||| und %{smart_count} weitere',
        deselect:
          'Auswahl des Service- oder Schreibtischdisplays aufheben |||| Auswahl der %{smart_count} Service- und Schreibtischdisplays aufheben',
      },
      miniDisplay: {
        names:
          'Das Mini Display unter den ausgewählten Geräten: |||| Die %{smart_count} Mini Displays unter den ausgewählten Geräten:',
        deselect: 'Auswahl des Mini Displays aufheben |||| Auswahl der %{smart_count} Mini Displays aufheben',
        more: 'und %{smart_count} weiteres |||| und %{smart_count} weitere',
        title: 'Massenkonfiguration nicht unterstützt',
        message:
          'Das Mini Display unterstützt keine Massenkonfiguration. Heben Sie die Auswahl des Mini Displays auf, um fortzufahren.',
      },
      dialog: {
        devicesTitle: 'Massenkonfiguration hochladen',
        devicesDescription:
          'Wählen Sie die bearbeitete .xlsx-Datei des Massenkonfigurations-Downloads und prüfen Sie sie. Nur gültige Zeilen, die etwas ändern, werden übertragen.',
        playersTitle: 'Player-Massenkonfiguration hochladen',
        playersDescription:
          'Wählen Sie die bearbeitete .xlsx-Player-Tabelle und prüfen Sie sie. Vor dem Übertragen zeigt der Dialog, was sich an den Playern ändert; eine Zeile, der ihr Player bereits entspricht, ändert nichts.',
        chooseFile: '.xlsx-Datei wählen',
        chooseAnother: 'Andere Datei wählen',
        noFile: 'Keine Datei ausgewählt',
        validate: 'Prüfen',
        validating: 'Wird geprüft…',
        push: 'Konfiguration übertragen',
        pushing: 'Wird übertragen…',
        cancel: 'Abbrechen',
        close: 'Schließen',
        retryFailed: 'Fehlgeschlagene wiederholen',
        downloadResult: 'Ergebnis herunterladen',
      },
      table: {
        device: 'Gerät',
        status: 'Status',
        details: 'Details',
        serialNumber: 'Seriennummer',
        deviceName: 'Gerätename',
        username: 'Benutzername',
        row: 'Zeile %{row}',
        show: 'Anzeigen',
        filter: {
          all: 'Alle Zeilen',
          problems: 'Fehler',
          changes: 'Änderungen',
          unchanged: 'Keine Änderung',
        },
        empty: 'Keine Zeilen vorhanden.',
      },
      status: {
        ready: 'Bereit',
        unchanged: 'Keine Änderung',
        errors: '%{smart_count} Fehler gefunden |||| %{smart_count} Fehler gefunden',
        pending: 'Ausstehend',
        success: 'Gespeichert',
        failed: 'Fehlgeschlagen',
      },
      rows: {
        notConfigured: 'Noch nicht konfiguriert: Füllen Sie diese Zeile aus oder entfernen Sie sie.',
        typeNotInBulk:
          '%{type}: Dieser Displaytyp lässt sich nicht per Massenkonfiguration einrichten (das geht nur mit Raumdisplays, Etagendisplays und Feedback-Displays). Konfigurieren Sie das Gerät einzeln oder entfernen Sie diese Zeile.',
        missing: '%{field}: kein Wert',
        unknown: '%{field}: „%{id}“ gehört nicht zu diesem Mandanten',
        deviceUnknown: 'Gerät „%{id}“ gehört nicht zu diesem Mandanten',
        otherType:
          '%{field}: „%{id}“ gehört zu einem anderen Displaytyp (%{type}) als diese Zeile (%{rowType})',
        otherRegion: 'Raum „%{id}“ liegt nicht in der Region „%{region}“',
        otherBuilding: '%{field}: „%{id}“ liegt nicht im Gebäude „%{building}“',
        oldConfig:
          'Diese Zeile ist älter als die Konfiguration des Geräts, die sich nach dem Download geändert hat. Laden Sie die Massenkonfiguration erneut herunter.',
        miniDisplay:
          'Dieses Gerät ist ein Mini Display, das sich nicht per Massenkonfiguration einrichten lässt. Konfigurieren Sie es einzeln.',
        change: '%{field}: %{before} → %{after}',
        none: 'keine',
        noChange: 'Das Gerät hat diese Konfiguration bereits; sie wird nicht übertragen.',
      },
      summary: {
        notConfigured:
          'Das noch nicht konfigurierte Gerät hat eine leere Zeile: Füllen Sie sie aus oder entfernen Sie sie. |||| %{smart_count} noch nicht konfigurierte Geräte haben leere Zeilen: Füllen Sie sie aus oder entfernen Sie sie.',
        stale:
          '%{smart_count} Zeile ist älter als die Konfiguration ihres Geräts und wird nicht übertragen. Laden Sie die Massenkonfiguration erneut herunter. |||| %{smart_count} Zeilen sind älter als die Konfiguration ihrer Geräte und werden nicht übertragen. Laden Sie die Massenkonfiguration erneut herunter.',
        validationFailed: 'Prüfung fehlgeschlagen',
        missingFields: 'Fehlende Felder: %{fields}',
        invalidFields: 'Felder mit falschen Werten: %{fields}',
        invalidConfigs:
          'Zeilen mit ungültiger Konfiguration werden nicht übertragen: %{invalid} von %{total}.',
        counts: 'Zu übertragen: %{toPush}. Ohne Änderungen: %{unchanged}. Mit Fehlern: %{invalid}.',
        nothingToPush: 'Nichts zu übertragen: Keine gültige Zeile ändert ihr Gerät.',
      },
      result: {
        title: 'Ergebnis der Massenkonfiguration',
        counts: 'Gespeichert: %{success}. Fehlgeschlagen: %{failed}.',
        allSaved: 'Jedes übertragene Gerät wurde gespeichert.',
        playersTitle: 'Ergebnis der Player-Massenkonfiguration',
        allPlayersSaved: 'Jeder übertragene Player wurde gespeichert.',
        retryHint: '„Fehlgeschlagene wiederholen“ sendet nur die nicht gespeicherten Zeilen.',
        fileName: 'Massenkonfiguration-Ergebnis',
        sheetName: 'Ergebnis',
        playersFileName: 'Player-Massenkonfiguration-Ergebnis',
        playersSheetName: 'Player-Ergebnis',
        sessionRestored:
          'Ihre Sitzung endete während dieser Übertragung; Sie sind wieder angemeldet. „Fehlgeschlagene wiederholen“ sendet die nicht gespeicherten Zeilen.',
        sessionHint:
          'Ihre Sitzung endete während der Übertragung. Melden Sie sich erneut an und verwenden Sie dann „Fehlgeschlagene wiederholen“.',
        sheet: {
          row: 'Zeile',
          deviceId: 'Geräte-ID',
          device: 'Gerät',
          outcome: 'Ergebnis',
          serialNumber: 'Seriennummer',
          deviceName: 'Gerätename',
          username: 'Benutzername',
          notPushed: 'Nicht übertragen',
          reason: 'Grund',
          changes: 'Änderungen',
        },
      },
      push: {
        sessionEnded: 'Nicht übertragen: Die Sitzung ist abgelaufen',
        cancelled: 'Nicht übertragen: angehalten',
      },
      file: {
        notMultipart: 'Die Datei konnte nicht gesendet werden. Versuchen Sie es erneut.',
        noFile: 'Wählen Sie eine Datei zum Hochladen.',
        notXlsx: 'Nur .xlsx-Dateien können hochgeladen werden.',
        notSpreadsheet: 'Diese Datei ist keine .xlsx-Tabelle.',
        corrupt: 'Diese Datei ist beschädigt und kann nicht gelesen werden.',
        tooLarge: 'Diese Datei ist zu groß (höchstens 10 MB).',
        tooBigUnpacked: 'Diese Datei ist entpackt zu groß.',
        tooManyRows: 'Die Tabelle hat zu viele Zeilen (höchstens 10.000).',
        timeout: 'Das Lesen dieser Datei hat zu lange gedauert.',
        formula: 'Zelle %{cell} enthält eine Formel. Geben Sie nur Werte ein.',
        empty: 'Die Tabelle hat keine Zeilen zum Konfigurieren.',
        missingHeaders: 'Fehlende Spalten: %{names}',
        unknownHeaders: 'Unbekannte Spalten: %{names}',
        duplicateHeaders: 'Doppelte Spalten: %{names}',
        duplicateRows: 'Geräte in mehr als einer Zeile: %{names}',
        title: 'Die Datei wurde nicht angenommen',
      },
      player: {
        noChange: 'Nichts zu ändern: Der Player entspricht bereits dieser Zeile',
        removeLogin: {
          title: 'Anmeldungen entfernen?',
          message:
            'Der Benutzername in der Zeile dieses Players ist leer, daher entfernt die Übertragung seine Anmeldung: %{names}. Trotzdem übertragen? |||| Der Benutzername in den Zeilen dieser %{smart_count} Player ist leer, daher entfernt die Übertragung ihre Anmeldung: %{names}. Trotzdem übertragen?',
        },
        summary: {
          title: 'Die Übertragung wird:',
          name: 'den Namen von %{smart_count} Player setzen |||| den Namen von %{smart_count} Playern setzen',
          loginSet:
            'die Anmeldung (Benutzername und Passwort) von %{smart_count} Player setzen |||| die Anmeldung (Benutzername und Passwort) von %{smart_count} Playern setzen',
          loginRemove:
            'die Anmeldung von %{smart_count} Player entfernen |||| die Anmeldung von %{smart_count} Playern entfernen',
          derive:
            'das Gerätepasswort von %{smart_count} Player auf das Passwort der Konsole ändern (QBIC-Sicherheit ist eingeschaltet) |||| das Gerätepasswort von %{smart_count} Playern auf das Passwort der Konsole ändern (QBIC-Sicherheit ist eingeschaltet)',
          reset:
            'das Gerätepasswort von %{smart_count} Player auf das Werkspasswort zurücksetzen (QBIC-Sicherheit ist ausgeschaltet) |||| das Gerätepasswort von %{smart_count} Playern auf das Werkspasswort zurücksetzen (QBIC-Sicherheit ist ausgeschaltet)',
          unchanged:
            '%{smart_count} Player unverändert lassen: Er entspricht bereits seiner Zeile |||| %{smart_count} Player unverändert lassen: Sie entsprechen bereits ihren Zeilen',
          nothing: 'Nichts zu übertragen: Jeder Player entspricht bereits seiner Zeile.',
        },
        download: 'Massenkonfiguration herunterladen',
        serialNotFound: 'Seriennummer ist unter den gefundenen Playern nicht vorhanden',
        serialMissing: 'Seriennummer fehlt',
        serialRepeated: 'Seriennummer „%{serial}“ steht schon in einer früheren Zeile',
        ipInvalid: 'IP-Adresse „%{ip}“ ist keine IPv4-Adresse',
        nameTooLong: 'Gerätename ist zu lang: %{length} Zeichen, höchstens %{max}',
        passwordMissing: 'Passwort fehlt: Ein Benutzername braucht ein Passwort',
        statusChanged: 'Status geändert: Der Server hat diese Zeile abgelehnt',
        unableToConnect: 'Verbindung nicht möglich',
        locked: 'Übersprungen: Das Gerät ist gesperrt',
        lockedOwn:
          'Übersprungen: mit eigenem, in dieser Konsole festgelegtem Passwort gesperrt. „Fehlgeschlagene wiederholen“ fragt danach.',
        mismatch: 'Unter dieser IP-Adresse antwortet ein anderer Player (Seriennummer stimmt nicht überein)',
        unlockFailed: 'Das Passwort des Players konnte nicht zurückgesetzt werden',
        lockFailed: 'Der Player konnte nicht gesperrt werden',
        failed: 'Der Player hat die Änderung abgelehnt',
      },
    },
  },
};
