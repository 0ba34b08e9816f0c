// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Update-Verteilung',
      subheader: '%{file} (%{kind})',
      kind: { app: 'App', firmware: 'Firmware' },
      startAll: 'Update an %{smart_count} Player verteilen |||| Update an %{smart_count} Player verteilen',
      empty:
        'Verteilen Sie eine App (.apk) oder Firmware (.zip) in Wellen: zuerst wenige Player, jeder nach dem Neustart geprüft, dann der Rest. Suchen Sie zuerst nach Playern.',
      status: {
        remote: 'Läuft auf einem anderen Computer (%{name}): Welle %{wave}.',
        remoteInterrupted:
          'Unterbrochen in Welle %{wave} auf einem anderen Computer (%{name}): Der Browser dort ist nicht mehr erreichbar. Wählen Sie die Datei erneut, um die Verteilung hier fortzusetzen, oder brechen Sie sie ab.',
        elsewhere: 'Läuft in einem anderen Tab dieses Browsers: Welle %{wave}.',
        ready: 'Bereit zum Start.',
        running: 'Welle %{wave} läuft.',
        paused: 'Angehalten in Welle %{wave}.',
        interrupted:
          'Unterbrochen in Welle %{wave}: Die Seite wurde geschlossen oder neu geladen, oder die Sitzung ist abgelaufen. Sie können die Verteilung fortsetzen.',
        aborted: 'Abgebrochen. Den Endzustand jedes Players sehen Sie unten.',
        done: 'Fertig.',
      },
      others: {
        title: 'Verteilungen auf anderen Computern',
        running: 'Läuft auf einem anderen Computer (%{name}): %{file}, Welle %{wave} von %{waves}.',
        interrupted:
          'Unterbrochen auf einem anderen Computer (%{name}): %{file}, Welle %{wave} von %{waves}. Der Browser dort ist nicht mehr erreichbar.',
        show: 'Hier anzeigen',
      },
      stop: {
        canaryFailed:
          'Angehalten: Bei einem Player der ersten Welle ist das Update fehlgeschlagen. Die anderen Player sind unverändert.',
        tooManyFailed:
          'Angehalten: Bei zu vielen Playern der Welle %{wave} ist das Update fehlgeschlagen. Die Player späterer Wellen sind unverändert.',
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          'Abgelehnt: Diese Player gehören zu einer laufenden Verteilung von %{name}. Versuchen Sie es erneut, wenn sie beendet ist.',
        recordsUnavailable:
          'Die gemeinsam genutzten Daten sind nicht erreichbar, daher wurde nichts gestartet. Versuchen Sie es erneut.',
        recordTooLarge:
          'Diese Verteilung ist zu groß für die gemeinsam genutzten Daten, daher wurde nichts gestartet. Wählen Sie weniger Player aus.',
        takenOver: 'Diese Verteilung wurde auf einem anderen Computer fortgesetzt und läuft jetzt dort.',
        localOnly:
          'Diese Plattform speichert keine gemeinsam genutzten Daten: Diese Verteilung wird nur in diesem Browser gespeichert und ist an anderen Computern nicht sichtbar.',
        checked: 'Erneut geprüfte Player: %{checked}. Jetzt aktualisiert: %{updated}.',
        oneAtATime:
          'Es kann nur eine Verteilung gleichzeitig laufen: Schließen Sie die aktuelle, wenn sie beendet ist, um eine neue zu starten.',
        otherTab: 'Diese Verteilung läuft in einem anderen Tab dieses Browsers.',
        otherFile: 'Das ist nicht die Datei dieser Verteilung. Wählen Sie dieselbe Datei erneut.',
        startedByOther:
          'Gestartet von %{name}, nicht von Ihnen. Sie können die Verteilung verfolgen, fortsetzen oder abbrechen.',
      },
      actions: {
        checkAgain: 'Erneut prüfen',
        checking: 'Wird geprüft…',
        pause: 'Anhalten',
        pausing: 'Wird angehalten…',
        resume: 'Fortsetzen',
        resumeWithoutFailed: 'Ohne die fehlgeschlagenen Player fortsetzen',
        chooseFileToResume: 'Datei erneut wählen, um fortzusetzen',
        abort: 'Verteilung abbrechen',
        download: 'Ergebnis herunterladen',
        close: 'Schließen',
      },
      confirmAbort: {
        title: 'Verteilung abbrechen?',
        message:
          'Player, die noch nicht an der Reihe waren, behalten ihre Version, und eine laufende Dateiübertragung wird beendet. Eine abgebrochene Verteilung lässt sich nicht fortsetzen.',
      },
      totals:
        'Aktualisiert: %{updated}. Bereits auf dieser Version: %{current}. Fehlgeschlagen: %{failed}. Übersprungen: %{skipped}. Nicht begonnen: %{notStarted}.',
      totalsUnverified: 'Datei empfangen, nicht geprüft: %{unverified}.',
      summary: { file: 'Datei', kind: 'Typ', version: 'Version', startedBy: 'Gestartet von' },
      waves: 'Wellen',
      canaryWave:
        'Welle %{number} (Test): %{smart_count} Player; fehlgeschlagen: %{failed}; erledigt: %{percent} % |||| Welle %{number} (Test): %{smart_count} Player; fehlgeschlagen: %{failed}; erledigt: %{percent} %',
      wave: 'Welle %{number}: %{smart_count} Player; fehlgeschlagen: %{failed}; erledigt: %{percent} % |||| Welle %{number}: %{smart_count} Player; fehlgeschlagen: %{failed}; erledigt: %{percent} %',
      playersTable: 'Player der Verteilung',
      columns: {
        name: 'Name',
        ip: 'IP-Adresse',
        serial: 'Seriennummer',
        wave: 'Welle',
        state: 'Status',
        reason: 'Grund',
        before: 'Vorherige Version',
        after: 'Aktuelle Version',
        started: 'Beginn',
        ended: 'Ende',
        time: 'Dauer',
      },
      phase: {
        waiting: 'Ausstehend',
        uploading: 'Datei wird gesendet',
        uploaded: 'Datei empfangen',
        rebooting: 'Startet neu',
        updated: 'Aktualisiert',
        failed: 'Fehlgeschlagen',
        skipped: 'Übersprungen',
        current: 'Hat diese Version bereits',
        notStarted: 'Nicht begonnen',
        unverified: 'Datei empfangen, nicht geprüft',
      },
      reason: {
        lateReturn: 'Erst nach der erlaubten Zeit wieder erreichbar',
        didNotReturn: 'Nach dem Neustart nicht wieder erreichbar',
        oldVersion: 'Nach dem Neustart noch mit der alten Version',
        refusedFile: 'Hat die Datei abgelehnt',
        wrongSerial: 'Antwortet mit einer anderen Seriennummer',
        unreachable: 'Offline oder startet neu',
        lockedByOther: 'Von jemand anderem gesperrt',
        ownPassword:
          'Mit eigenem, in dieser Konsole festgelegtem Passwort gesperrt; das Passwort wurde nicht eingegeben',
        offline: 'Offline',
        offBySchedule: 'Laut Zeitplan aus',
        failed: 'Fehlgeschlagen',
      },
      sheet: { fileName: 'update-verteilung', name: 'Verteilung', summary: 'Übersicht' },
      setup: {
        title: 'Update verteilen',
        tooMany:
          '%{number} Player ist ausgewählt, aber eine Verteilung aktualisiert höchstens %{max}. Wählen Sie weniger Player aus. |||| %{number} Player sind ausgewählt, aber eine Verteilung aktualisiert höchstens %{max}. Wählen Sie weniger Player aus.',
        intro:
          '%{smart_count} Player erhält die Datei in Wellen. Jede Welle beginnt erst, wenn jeder Player der vorigen Welle mit der neuen Version wieder erreichbar ist. |||| %{smart_count} Player erhalten die Datei in Wellen. Jede Welle beginnt erst, wenn jeder Player der vorigen Welle mit der neuen Version wieder erreichbar ist.',
        file: '.apk- oder .zip-Datei wählen',
        canary: 'Player in der ersten Welle',
        wavePercents: 'Weitere Wellen, in Prozent der Player',
        returnMinutes: 'Wartezeit auf die Rückmeldung nach dem Neustart, in Minuten',
        maxFailurePercent:
          'Anhalten, wenn der Anteil fehlgeschlagener Player einer Welle diesen Wert übersteigt (%)',
        hints: {
          canary: 'Standard 1. Jeder Fehler in dieser Welle hält die Verteilung an.',
          wavePercents: 'Zum Beispiel 10, 50. Die übrigen Player folgen in einer letzten Welle.',
          returnMinutes: 'Standard 5.',
          maxFailurePercent: 'Standard 5.',
        },
        errors: {
          canary: 'Geben Sie eine ganze Zahl ab 1 ein.',
          wavePercents: 'Geben Sie ganze Prozentwerte von 1 bis 100 ein, durch Kommas getrennt.',
          returnWithinMs: 'Geben Sie 0,5 bis 60 Minuten ein.',
          maxFailurePercent: 'Geben Sie einen Prozentwert von 0 bis 100 ein.',
        },
        waves: 'Player je Welle: %{waves}',
        checked: 'Beteiligte Player: %{taking}. Übersprungen: %{skipped}.',
        skippedList: 'Übersprungene Player',
        scheduledOff:
          'Laut Zeitplan aus, übersprungen: %{players}. |||| Laut Zeitplan aus, übersprungen (%{smart_count} Player): %{players}.',
        check: 'Player prüfen',
        start: 'Verteilung starten',
      },
    },
  },
};
