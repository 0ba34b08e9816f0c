// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Utrullning av uppdatering',
      subheader: '%{file} (%{kind})',
      kind: { app: 'App', firmware: 'Firmware' },
      startAll:
        'Rulla ut en uppdatering till %{smart_count} mediaspelare |||| Rulla ut en uppdatering till %{smart_count} mediaspelare',
      empty:
        'Rulla ut en app (.apk) eller firmware (.zip) i vågor: först några mediaspelare, var och en kontrollerad efter omstarten, sedan resten. Sök efter mediaspelare för att börja.',
      status: {
        remote: 'Pågår på en annan dator (%{name}): våg %{wave}.',
        remoteInterrupted:
          'Avbruten i våg %{wave} på en annan dator (%{name}): webbläsaren där går inte längre att nå. Välj filen igen för att återuppta här, eller stoppa utrullningen.',
        elsewhere: 'Pågår i en annan flik i den här webbläsaren: våg %{wave}.',
        ready: 'Redo att starta.',
        running: 'Våg %{wave} pågår.',
        paused: 'Pausad i våg %{wave}.',
        interrupted:
          'Avbruten i våg %{wave}: sidan stängdes eller lästes in igen, eller sessionen avslutades. Återuppta för att fortsätta.',
        aborted: 'Stoppad. Slutläget för varje mediaspelare visas nedan.',
        done: 'Klar.',
      },
      others: {
        title: 'Utrullningar på andra datorer',
        running: 'Pågår på en annan dator (%{name}): %{file}, våg %{wave} av %{waves}.',
        interrupted:
          'Avbruten på en annan dator (%{name}): %{file}, våg %{wave} av %{waves}. Webbläsaren där går inte längre att nå.',
        show: 'Visa här',
      },
      stop: {
        canaryFailed:
          'Pausad: en mediaspelare i första vågen misslyckades. De andra mediaspelarna är oförändrade.',
        tooManyFailed:
          'Pausad: för många mediaspelare i våg %{wave} misslyckades. Mediaspelarna i senare vågor är oförändrade.',
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          'Nekad: de här mediaspelarna ingår i en pågående utrullning som %{name} håller i. Försök igen när den är klar.',
        recordsUnavailable: 'De delade registren går inte att nå, så inget startades. Försök igen.',
        recordTooLarge:
          'Den här utrullningen är för stor för de delade registren, så inget startades. Välj färre mediaspelare.',
        takenOver: 'Den här utrullningen återupptogs på en annan dator och pågår nu där.',
        localOnly:
          'Den här plattformen sparar inga delade register: utrullningen sparas bara i den här webbläsaren, och kollegor på andra datorer ser den inte.',
        checked: 'Mediaspelare kontrollerade igen: %{checked}. Nu uppdaterade: %{updated}.',
        oneAtATime: 'En utrullning i taget: stäng den nuvarande när den är klar för att starta en ny.',
        otherTab: 'Den här utrullningen pågår i en annan flik i den här webbläsaren.',
        otherFile: 'Det här är inte utrullningens fil. Välj samma fil igen.',
        startedByOther: 'Startad av %{name}, inte av dig. Du kan följa, återuppta eller stoppa utrullningen.',
      },
      actions: {
        checkAgain: 'Kontrollera igen',
        checking: 'Kontrollerar…',
        pause: 'Pausa',
        pausing: 'Pausar…',
        resume: 'Återuppta',
        resumeWithoutFailed: 'Fortsätt utan de misslyckade mediaspelarna',
        chooseFileToResume: 'Välj filen igen för att återuppta',
        abort: 'Stoppa utrullningen',
        download: 'Ladda ned resultatet',
        close: 'Stäng',
      },
      confirmAbort: {
        title: 'Stoppa utrullningen?',
        message:
          'Mediaspelare som inte har nåtts än behåller sin version, och en fil som skickas stoppas. En stoppad utrullning kan inte återupptas.',
      },
      totals:
        'Uppdaterade: %{updated}. Har redan den här versionen: %{current}. Misslyckade: %{failed}. Överhoppade: %{skipped}. Inte startade: %{notStarted}.',
      totalsUnverified: 'Filen mottagen, inte kontrollerad: %{unverified}.',
      summary: { file: 'Fil', kind: 'Typ', version: 'Version', startedBy: 'Startad av' },
      waves: 'Vågor',
      canaryWave:
        'Våg %{number} (test): %{smart_count} mediaspelare; misslyckade: %{failed}; klart: %{percent} % |||| Våg %{number} (test): %{smart_count} mediaspelare; misslyckade: %{failed}; klart: %{percent} %',
      wave: 'Våg %{number}: %{smart_count} mediaspelare; misslyckade: %{failed}; klart: %{percent} % |||| Våg %{number}: %{smart_count} mediaspelare; misslyckade: %{failed}; klart: %{percent} %',
      playersTable: 'Utrullningens mediaspelare',
      columns: {
        name: 'Namn',
        ip: 'IP-adress',
        serial: 'Serienummer',
        wave: 'Våg',
        state: 'Status',
        reason: 'Orsak',
        before: 'Tidigare version',
        after: 'Nuvarande version',
        started: 'Startad',
        ended: 'Avslutad',
        time: 'Tid',
      },
      phase: {
        waiting: 'Väntar',
        uploading: 'Skickar filen',
        uploaded: 'Filen mottagen',
        rebooting: 'Startar om',
        updated: 'Uppdaterad',
        failed: 'Misslyckades',
        skipped: 'Överhoppad',
        current: 'Har redan den här versionen',
        notStarted: 'Inte startad',
        unverified: 'Filen mottagen, inte kontrollerad',
      },
      reason: {
        lateReturn: 'Kom tillbaka efter den tillåtna tiden',
        didNotReturn: 'Kom inte tillbaka efter omstarten',
        oldVersion: 'Kom tillbaka med den gamla versionen',
        refusedFile: 'Vägrade ta emot filen',
        wrongSerial: 'Svarar med ett annat serienummer',
        unreachable: 'Offline eller startar om',
        lockedByOther: 'Låst av någon annan',
        ownPassword: 'Låst med ett eget lösenord från den här konsolen; lösenordet angavs inte',
        offline: 'Offline',
        offBySchedule: 'Avstängd enligt schema',
        failed: 'Misslyckades',
      },
      sheet: { fileName: 'utrullning-uppdatering', name: 'Utrullning', summary: 'Sammanfattning' },
      setup: {
        title: 'Rulla ut en uppdatering',
        tooMany:
          '%{number} mediaspelare är vald, men en utrullning uppdaterar högst %{max}. Välj färre mediaspelare. |||| %{number} mediaspelare är valda, men en utrullning uppdaterar högst %{max}. Välj färre mediaspelare.',
        intro:
          '%{smart_count} mediaspelare får filen i vågor. Varje våg startar först när alla mediaspelare i föregående våg är tillbaka med den nya versionen. |||| %{smart_count} mediaspelare får filen i vågor. Varje våg startar först när alla mediaspelare i föregående våg är tillbaka med den nya versionen.',
        file: 'Välj .apk- eller .zip-filen',
        canary: 'Mediaspelare i första vågen',
        wavePercents: 'Följande vågor, i procent av mediaspelarna',
        returnMinutes: 'Tillåten tid för att komma tillbaka efter omstarten, i minuter',
        maxFailurePercent: 'Pausa när andelen misslyckade mediaspelare i en våg överstiger (%)',
        hints: {
          canary: 'Standard 1. Varje fel i den här vågen pausar utrullningen.',
          wavePercents: 'Till exempel 10, 50. Resten av mediaspelarna följer i en sista våg.',
          returnMinutes: 'Standard 5.',
          maxFailurePercent: 'Standard 5.',
        },
        errors: {
          canary: 'Ange ett heltal på minst 1.',
          wavePercents: 'Ange heltal från 1 till 100 (procent), åtskilda med kommatecken.',
          returnWithinMs: 'Ange 0,5 till 60 minuter.',
          maxFailurePercent: 'Ange ett procenttal från 0 till 100.',
        },
        waves: 'Mediaspelare per våg: %{waves}',
        checked: 'Deltagande mediaspelare: %{taking}. Överhoppade: %{skipped}.',
        skippedList: 'Överhoppade mediaspelare',
        scheduledOff:
          'Avstängd enligt schema, överhoppad: %{players}. |||| Avstängda enligt schema, överhoppade (%{smart_count} mediaspelare): %{players}.',
        check: 'Kontrollera mediaspelare',
        start: 'Starta utrullningen',
      },
    },
  },
};
