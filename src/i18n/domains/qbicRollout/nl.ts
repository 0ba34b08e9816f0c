// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Update-uitrol',
      subheader: '%{file} (%{kind})',
      kind: { app: 'App', firmware: 'Firmware' },
      startAll:
        'Een update uitrollen naar %{smart_count} mediaspeler |||| Een update uitrollen naar %{smart_count} mediaspelers',
      empty:
        'Rol een app (.apk) of firmware (.zip) uit in golven: eerst een paar mediaspelers, elk gecontroleerd na het herstarten, dan de rest. Zoek eerst naar mediaspelers.',
      status: {
        remote: 'Loopt op een andere computer (%{name}): golf %{wave}.',
        remoteInterrupted:
          'Onderbroken in golf %{wave} op een andere computer (%{name}): de browser daar is niet meer bereikbaar. Kies het bestand opnieuw om hier te hervatten, of breek de uitrol af.',
        elsewhere: 'Loopt in een ander tabblad van deze browser: golf %{wave}.',
        ready: 'Klaar om te starten.',
        running: 'Golf %{wave} wordt uitgevoerd.',
        paused: 'Gepauzeerd in golf %{wave}.',
        interrupted:
          'Onderbroken in golf %{wave}: de pagina is gesloten of opnieuw geladen, of de sessie is beëindigd. U kunt de uitrol hervatten.',
        aborted: 'Afgebroken. De eindstatus van elke mediaspeler staat hieronder.',
        done: 'Klaar.',
      },
      others: {
        title: 'Uitrollen op andere computers',
        running: 'Loopt op een andere computer (%{name}): %{file}, golf %{wave} van %{waves}.',
        interrupted:
          'Onderbroken op een andere computer (%{name}): %{file}, golf %{wave} van %{waves}. De browser daar is niet meer bereikbaar.',
        show: 'Hier tonen',
      },
      stop: {
        canaryFailed:
          'Gepauzeerd: bij een mediaspeler van de eerste golf is de update mislukt. De andere mediaspelers zijn ongewijzigd.',
        tooManyFailed:
          'Gepauzeerd: bij te veel mediaspelers van golf %{wave} is de update mislukt. De mediaspelers van latere golven zijn ongewijzigd.',
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          'Geweigerd: deze mediaspelers zitten in een lopende uitrol van %{name}. Probeer het opnieuw zodra die klaar is.',
        recordsUnavailable:
          'De gedeelde gegevens zijn niet bereikbaar, dus er is niets gestart. Probeer het opnieuw.',
        recordTooLarge:
          'Deze uitrol is te groot voor de gedeelde gegevens, dus er is niets gestart. Selecteer minder mediaspelers.',
        takenOver: 'Deze uitrol is op een andere computer hervat en loopt nu daar.',
        localOnly:
          'Dit platform bewaart geen gedeelde gegevens: deze uitrol wordt alleen in deze browser bewaard, en collega’s op andere computers kunnen die niet zien.',
        checked: 'Opnieuw gecontroleerde mediaspelers: %{checked}. Nu bijgewerkt: %{updated}.',
        oneAtATime:
          'Er kan maar één uitrol tegelijk lopen: sluit de huidige zodra die klaar is en start dan een nieuwe.',
        otherTab: 'Deze uitrol loopt in een ander tabblad van deze browser.',
        otherFile: 'Dit is niet het bestand van deze uitrol. Kies hetzelfde bestand opnieuw.',
        startedByOther: 'Gestart door %{name}, niet door u. U kunt de uitrol volgen, hervatten of afbreken.',
      },
      actions: {
        checkAgain: 'Opnieuw controleren',
        checking: 'Bezig met controleren…',
        pause: 'Pauzeren',
        pausing: 'Bezig met pauzeren…',
        resume: 'Hervatten',
        resumeWithoutFailed: 'Doorgaan zonder de mislukte mediaspelers',
        chooseFileToResume: 'Bestand opnieuw kiezen om te hervatten',
        abort: 'Uitrol afbreken',
        download: 'Resultaat downloaden',
        close: 'Sluiten',
      },
      confirmAbort: {
        title: 'Uitrol afbreken?',
        message:
          'Mediaspelers die nog niet aan de beurt waren, houden hun versie, en een bestand dat wordt verzonden, wordt gestopt. Een afgebroken uitrol kan niet worden hervat.',
      },
      totals:
        'Bijgewerkt: %{updated}. Heeft deze versie al: %{current}. Mislukt: %{failed}. Overgeslagen: %{skipped}. Niet begonnen: %{notStarted}.',
      totalsUnverified: 'Bestand ontvangen, niet gecontroleerd: %{unverified}.',
      summary: { file: 'Bestand', kind: 'Type', version: 'Versie', startedBy: 'Gestart door' },
      waves: 'Golven',
      canaryWave:
        'Golf %{number} (test): %{smart_count} mediaspeler; mislukt: %{failed}; voortgang: %{percent}% |||| Golf %{number} (test): %{smart_count} mediaspelers; mislukt: %{failed}; voortgang: %{percent}%',
      wave: 'Golf %{number}: %{smart_count} mediaspeler; mislukt: %{failed}; voortgang: %{percent}% |||| Golf %{number}: %{smart_count} mediaspelers; mislukt: %{failed}; voortgang: %{percent}%',
      playersTable: 'Mediaspelers van de uitrol',
      columns: {
        name: 'Naam',
        ip: 'IP-adres',
        serial: 'Serienummer',
        wave: 'Golf',
        state: 'Status',
        reason: 'Reden',
        before: 'Vorige versie',
        after: 'Huidige versie',
        started: 'Begin',
        ended: 'Einde',
        time: 'Duur',
      },
      phase: {
        waiting: 'In wachtrij',
        uploading: 'Bestand wordt verzonden',
        uploaded: 'Bestand ontvangen',
        rebooting: 'Wordt herstart',
        updated: 'Bijgewerkt',
        failed: 'Mislukt',
        skipped: 'Overgeslagen',
        current: 'Heeft deze versie al',
        notStarted: 'Niet begonnen',
        unverified: 'Bestand ontvangen, niet gecontroleerd',
      },
      reason: {
        lateReturn: 'Pas na de toegestane tijd weer bereikbaar',
        didNotReturn: 'Na het herstarten niet meer bereikbaar',
        oldVersion: 'Na het herstarten nog met de oude versie',
        refusedFile: 'Heeft het bestand geweigerd',
        wrongSerial: 'Antwoordt met een ander serienummer',
        unreachable: 'Offline of wordt herstart',
        lockedByOther: 'Vergrendeld door iemand anders',
        ownPassword:
          'Vergrendeld met een eigen wachtwoord dat in deze console is ingesteld; het wachtwoord is niet ingevoerd',
        offline: 'Offline',
        offBySchedule: 'Volgens schema uit',
        failed: 'Mislukt',
      },
      sheet: { fileName: 'update-uitrol', name: 'Uitrol', summary: 'Overzicht' },
      setup: {
        title: 'Een update uitrollen',
        tooMany:
          '%{number} mediaspeler is geselecteerd, maar het maximum voor één uitrol is %{max}. Selecteer minder mediaspelers. |||| %{number} mediaspelers zijn geselecteerd, maar het maximum voor één uitrol is %{max}. Selecteer minder mediaspelers.',
        intro:
          '%{smart_count} mediaspeler krijgt het bestand in golven. Elke golf begint pas als elke mediaspeler van de vorige golf weer bereikbaar is met de nieuwe versie. |||| %{smart_count} mediaspelers krijgen het bestand in golven. Elke golf begint pas als elke mediaspeler van de vorige golf weer bereikbaar is met de nieuwe versie.',
        file: 'Kies het .apk- of .zip-bestand',
        canary: 'Mediaspelers in de eerste golf',
        wavePercents: 'Volgende golven, in procent van de mediaspelers',
        returnMinutes: 'Toegestane tijd om na het herstarten weer bereikbaar te zijn, in minuten',
        maxFailurePercent:
          'Pauzeren als het aandeel mislukte mediaspelers in een golf dit percentage overschrijdt (%)',
        hints: {
          canary: 'Standaard 1. Elke fout in deze golf pauzeert de uitrol.',
          wavePercents: 'Bijvoorbeeld 10, 50. De overige mediaspelers volgen in een laatste golf.',
          returnMinutes: 'Standaard 5.',
          maxFailurePercent: 'Standaard 5.',
        },
        errors: {
          canary: 'Voer een geheel getal van minstens 1 in.',
          wavePercents: 'Voer hele percentages van 1 tot 100 in, gescheiden door komma’s.',
          returnWithinMs: 'Voer 0,5 tot 60 minuten in.',
          maxFailurePercent: 'Voer een percentage van 0 tot 100 in.',
        },
        waves: 'Mediaspelers per golf: %{waves}',
        checked: 'Deelnemende mediaspelers: %{taking}. Overgeslagen: %{skipped}.',
        skippedList: 'Overgeslagen mediaspelers',
        scheduledOff:
          'Volgens schema uit, overgeslagen: %{players}. |||| Volgens schema uit, overgeslagen (%{smart_count} mediaspelers): %{players}.',
        check: 'Mediaspelers controleren',
        start: 'Uitrol starten',
      },
    },
  },
};
