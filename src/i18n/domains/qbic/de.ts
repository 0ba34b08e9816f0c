// Registerkarte QBIC-Geräte: IP-Bereiche, Suche, Player, ihre Aktionen und die Gerätedialoge.
export default {
  dm: {
    qbic: {
      ok: 'OK',
      ranges: {
        title: 'IP-Bereiche',
        add: 'Bereich hinzufügen',
        empty: 'Noch keine IP-Bereiche. Fügen Sie einen hinzu, um darin nach Playern zu suchen.',
        name: 'Name',
        firstIp: 'Erste Adresse',
        lastIp: 'Letzte Adresse',
        addresses: 'Adressen',
        count: 'Dieser Bereich umfasst %{count} Adresse. |||| Dieser Bereich umfasst %{count} Adressen.',
        hint: 'Bis zu %{max} Adresse pro Bereich, zum Beispiel 192.168.1.10 bis 192.168.1.60. |||| Bis zu %{max} Adressen pro Bereich, zum Beispiel 192.168.1.10 bis 192.168.1.60.',
        edit: 'Bereich %{name} bearbeiten',
        delete: 'Bereich %{name} löschen',
        addTitle: 'IP-Bereich hinzufügen',
        editTitle: 'IP-Bereich bearbeiten',
        deleteTitle: 'IP-Bereich löschen',
        deleteContent:
          'Bereich %{name} löschen? Darin gefundene Player bleiben bis zur nächsten Suche in der Liste.',
        errors: {
          name: 'Geben Sie einen Namen mit 1 bis %{max} Zeichen ein. |||| Geben Sie einen Namen mit 1 bis %{max} Zeichen ein.',
          overlapUnknown: 'Dieser Bereich überschneidet sich mit einem anderen Bereich des Mandanten.',
        },
      },
      scan: {
        start: 'Suchen',
        cancel: 'Suche abbrechen',
        noRanges: 'Fügen Sie einen IP-Bereich hinzu, um nach Playern zu suchen.',
        progress:
          'Durchsuchte Adressen: %{scanned} von %{total}. %{found} Player gefunden |||| Durchsuchte Adressen: %{scanned} von %{total}. %{found} Player gefunden',
        done: 'Suche beendet: %{found} Player gefunden (durchsuchte Adressen: %{total}). |||| Suche beendet: %{found} Player gefunden (durchsuchte Adressen: %{total}).',
        cancelled:
          'Suche abgebrochen (durchsuchte Adressen: %{scanned} von %{total}): %{found} Player gefunden. |||| Suche abgebrochen (durchsuchte Adressen: %{scanned} von %{total}): %{found} Player gefunden.',
        silent: 'Antwortet nicht: %{players}. |||| Antworten nicht (%{smart_count} Player): %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: '%{smart_count} weiterer |||| %{smart_count} weitere',
        scheduledOff:
          'Laut Zeitplan aus: %{players}. |||| Laut Zeitplan aus (%{smart_count} Player): %{players}.',
        invalidRanges: 'Die IP-Bereiche sind ungültig. Korrigieren Sie sie und suchen Sie erneut.',
      },
      status: {
        notAnsweringSince: 'Antwortet seit %{time} nicht mehr',
        offBySchedule: 'Laut Zeitplan aus bis %{time}',
        unchecked: 'Noch nicht geprüft',
        lastSeen: 'Zuletzt gesehen am %{time}',
        live: 'Online',
        locked: 'Gesperrt',
        offline: 'Offline',
        restarting: 'Startet neu…',
      },
      history: {
        title: 'Verlauf von %{name}',
        empty: 'Das Aktivitätsprotokoll enthält noch nichts zu diesem Player.',
        all: 'Im Aktivitätsprotokoll öffnen',
      },
      players: {
        title: 'Player',
        empty: 'Noch keine Player. Durchsuchen Sie die IP-Bereiche, um sie zu finden.',
        selectAll: 'Alle Player auswählen',
        select: '%{name} auswählen',
        protected: 'Geschützt',
        notProtected: 'Werkspasswort',
        miniDisplay: 'Mini Display',
        columns: {
          status: 'Status',
          name: 'Name',
          model: 'Modell',
          serial: 'Seriennummer',
          ip: 'IP-Adresse',
          password: 'Passwort',
          firmware: 'Firmware',
          app: 'App-Version',
          screenshot: 'Screenshot',
        },
      },
      screenshot: {
        take: 'Screenshot von %{name} aufnehmen',
        open: 'Screenshot von %{name} öffnen',
      },
      bar: {
        label: 'Aktionen für die ausgewählten Player',
        selected: '%{count} Player ausgewählt |||| %{count} Player ausgewählt',
        clear: 'Auswahl aufheben',
        unlock: 'Entsperren',
        lock: 'Sperren',
        reboot: 'Neu starten',
        progress: {
          unlock: 'Passwörter werden zurückgesetzt, erledigt: %{done} von %{total}',
          lock: 'Player werden gesperrt, erledigt: %{done} von %{total}',
          reboot: 'Player werden neu gestartet, erledigt: %{done} von %{total}',
        },
      },
      report: {
        title: {
          unlock: 'Ergebnis des Entsperrens',
          lock: 'Ergebnis des Sperrens',
          reboot: 'Ergebnis des Neustarts',
        },
        summary: 'Erfolgreich: %{succeeded}. Fehlgeschlagen: %{failed}.',
        result: 'Ergebnis',
        done: 'Erledigt',
      },
      prompt: {
        heading: 'QBIC-Gerät entsperren',
        message:
          'Das Gerät %{name} (Seriennummer %{serial}, Adresse %{ip}) hat keines der bekannten Passwörter angenommen. Geben Sie sein Passwort ein, um fortzufahren.',
        password: 'Gerätepasswort',
        message_own:
          'Das Gerät %{name} (Seriennummer %{serial}, Adresse %{ip}) hat ein eigenes Passwort, das in dieser Konsole festgelegt wurde. Geben Sie es ein, um fortzufahren.',
        wrong: 'Falsches Passwort: Das Gerät hat es nicht angenommen. Geben Sie es erneut ein.',
      },
      offline: {
        title: 'Offline oder startet neu',
        message:
          'Das Gerät %{name} (%{ip}) antwortet nicht. Prüfen Sie, ob es eingeschaltet und mit dem Netzwerk verbunden ist, und suchen Sie dann erneut.',
      },
      security: {
        title: 'Sperren nicht möglich',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Geben Sie eine IPv4-Adresse wie 192.168.1.10 ein.',
          firstAfterLast: 'Die erste Adresse darf nicht nach der letzten liegen.',
          tooManyAddresses:
            'Ein Bereich darf höchstens %{max} Adresse umfassen. |||| Ein Bereich darf höchstens %{max} Adressen umfassen.',
          overlap: 'Dieser Bereich überschneidet sich mit dem Bereich %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          'Die QBIC-Sicherheit ist für diesen Mandanten ausgeschaltet, daher können Player nicht mit dem Mandantenpasswort gesperrt werden. Ein Administrator kann sie in den Kiosk-Einstellungen einschalten.',
        DEVICE_REQUEST_FAILED: 'Das Gerät hat die Anfrage abgelehnt.',
        90001: 'Eine IP-Adresse des Bereichs ist ungültig.',
        90002: 'Die erste Adresse des Bereichs liegt nach der letzten.',
        90003: 'Der Bereich umfasst zu viele Adressen.',
        90004: 'Der Bereich überschneidet sich mit einem anderen Bereich des Mandanten.',
      },
    },
  },
};
