// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Udrulning af opdatering',
      subheader: '%{file} (%{kind})',
      kind: { app: 'App', firmware: 'Firmware' },
      startAll:
        'Udrul en opdatering til %{smart_count} afspiller |||| Udrul en opdatering til %{smart_count} afspillere',
      empty:
        'Udrul en app (.apk) eller firmware (.zip) i bølger: først nogle få afspillere, hver kontrolleret efter genstarten, derefter resten. Søg efter afspillere for at begynde.',
      status: {
        remote: 'Kører på en anden computer (%{name}): bølge %{wave}.',
        remoteInterrupted:
          'Afbrudt i bølge %{wave} på en anden computer (%{name}): browseren der kan ikke længere nås. Vælg filen igen for at genoptage her, eller stop udrulningen.',
        elsewhere: 'Kører i en anden fane i denne browser: bølge %{wave}.',
        ready: 'Klar til start.',
        running: 'Bølge %{wave} kører.',
        paused: 'Sat på pause i bølge %{wave}.',
        interrupted:
          'Afbrudt i bølge %{wave}: siden blev lukket eller genindlæst, eller sessionen blev afsluttet. Genoptag for at fortsætte.',
        aborted: 'Stoppet. Sluttilstanden for hver afspiller vises nedenfor.',
        done: 'Færdig.',
      },
      others: {
        title: 'Udrulninger på andre computere',
        running: 'Kører på en anden computer (%{name}): %{file}, bølge %{wave} af %{waves}.',
        interrupted:
          'Afbrudt på en anden computer (%{name}): %{file}, bølge %{wave} af %{waves}. Browseren der kan ikke længere nås.',
        show: 'Vis her',
      },
      stop: {
        canaryFailed:
          'Sat på pause: en afspiller i første bølge mislykkedes. De andre afspillere er uændrede.',
        tooManyFailed:
          'Sat på pause: for mange afspillere i bølge %{wave} mislykkedes. Afspillerne i senere bølger er uændrede.',
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          'Afvist: disse afspillere indgår i en igangværende udrulning, som %{name} kører. Prøv igen, når den er færdig.',
        recordsUnavailable: 'De delte registreringer kan ikke nås, så intet blev startet. Prøv igen.',
        recordTooLarge:
          'Denne udrulning er for stor til de delte registreringer, så intet blev startet. Vælg færre afspillere.',
        takenOver: 'Denne udrulning blev genoptaget på en anden computer og kører nu der.',
        localOnly:
          'Denne platform gemmer ikke delte registreringer: udrulningen gemmes kun i denne browser, og kolleger på andre computere kan ikke se den.',
        checked: 'Afspillere kontrolleret igen: %{checked}. Nu opdateret: %{updated}.',
        oneAtATime: 'Én udrulning ad gangen: luk den nuværende, når den er færdig, for at starte en ny.',
        otherTab: 'Denne udrulning kører i en anden fane i denne browser.',
        otherFile: 'Dette er ikke udrulningens fil. Vælg den samme fil igen.',
        startedByOther: 'Startet af %{name}, ikke af dig. Du kan følge, genoptage eller stoppe udrulningen.',
      },
      actions: {
        checkAgain: 'Kontroller igen',
        checking: 'Kontrollerer…',
        pause: 'Sæt på pause',
        pausing: 'Sættes på pause…',
        resume: 'Genoptag',
        resumeWithoutFailed: 'Fortsæt uden de mislykkede afspillere',
        chooseFileToResume: 'Vælg filen igen for at genoptage',
        abort: 'Stop udrulningen',
        download: 'Hent resultatet',
        close: 'Luk',
      },
      confirmAbort: {
        title: 'Stop udrulningen?',
        message:
          'Afspillere, der ikke er nået endnu, beholder deres version, og en fil, der sendes, stoppes. En stoppet udrulning kan ikke genoptages.',
      },
      totals:
        'Opdateret: %{updated}. Har allerede denne version: %{current}. Mislykkede: %{failed}. Oversprunget: %{skipped}. Ikke startet: %{notStarted}.',
      totalsUnverified: 'Filen modtaget, ikke kontrolleret: %{unverified}.',
      summary: { file: 'Fil', kind: 'Type', version: 'Version', startedBy: 'Startet af' },
      waves: 'Bølger',
      canaryWave:
        'Bølge %{number} (test): %{smart_count} afspiller; mislykkede: %{failed}; færdig: %{percent} % |||| Bølge %{number} (test): %{smart_count} afspillere; mislykkede: %{failed}; færdig: %{percent} %',
      wave: 'Bølge %{number}: %{smart_count} afspiller; mislykkede: %{failed}; færdig: %{percent} % |||| Bølge %{number}: %{smart_count} afspillere; mislykkede: %{failed}; færdig: %{percent} %',
      playersTable: 'Udrulningens afspillere',
      columns: {
        name: 'Navn',
        ip: 'IP-adresse',
        serial: 'Serienummer',
        wave: 'Bølge',
        state: 'Status',
        reason: 'Årsag',
        before: 'Tidligere version',
        after: 'Nuværende version',
        started: 'Startet',
        ended: 'Afsluttet',
        time: 'Tid',
      },
      phase: {
        waiting: 'Venter',
        uploading: 'Sender filen',
        uploaded: 'Filen modtaget',
        rebooting: 'Genstarter',
        updated: 'Opdateret',
        failed: 'Mislykkedes',
        skipped: 'Oversprunget',
        current: 'Har allerede denne version',
        notStarted: 'Ikke startet',
        unverified: 'Filen modtaget, ikke kontrolleret',
      },
      reason: {
        lateReturn: 'Kom tilbage efter den tilladte tid',
        didNotReturn: 'Kom ikke tilbage efter genstarten',
        oldVersion: 'Kom tilbage med den gamle version',
        refusedFile: 'Afviste filen',
        wrongSerial: 'Svarer med et andet serienummer',
        unreachable: 'Offline eller genstarter',
        lockedByOther: 'Låst af en anden',
        ownPassword: 'Låst med sin egen adgangskode fra denne konsol; adgangskoden blev ikke angivet',
        offline: 'Offline',
        offBySchedule: 'Slukket efter tidsplan',
        failed: 'Mislykkedes',
      },
      sheet: { fileName: 'udrulning-opdatering', name: 'Udrulning', summary: 'Oversigt' },
      setup: {
        title: 'Udrul en opdatering',
        tooMany:
          '%{number} afspiller er valgt, men en udrulning opdaterer højst %{max}. Vælg færre afspillere. |||| %{number} afspillere er valgt, men en udrulning opdaterer højst %{max}. Vælg færre afspillere.',
        intro:
          '%{smart_count} afspiller får filen i bølger. Hver bølge starter først, når alle afspillere i den foregående bølge er tilbage med den nye version. |||| %{smart_count} afspillere får filen i bølger. Hver bølge starter først, når alle afspillere i den foregående bølge er tilbage med den nye version.',
        file: 'Vælg .apk- eller .zip-filen',
        canary: 'Afspillere i første bølge',
        wavePercents: 'Følgende bølger, i procent af afspillerne',
        returnMinutes: 'Tid til at komme tilbage efter genstarten, i minutter',
        maxFailurePercent: 'Sæt på pause, når andelen af mislykkede afspillere i en bølge overstiger (%)',
        hints: {
          canary: 'Standard 1. Enhver fejl i denne bølge sætter udrulningen på pause.',
          wavePercents: 'For eksempel 10, 50. Resten af afspillerne følger i en sidste bølge.',
          returnMinutes: 'Standard 5.',
          maxFailurePercent: 'Standard 5.',
        },
        errors: {
          canary: 'Angiv et helt tal på mindst 1.',
          wavePercents: 'Angiv hele tal fra 1 til 100 (procent), adskilt af kommaer.',
          returnWithinMs: 'Angiv 0,5 til 60 minutter.',
          maxFailurePercent: 'Angiv et procenttal fra 0 til 100.',
        },
        waves: 'Afspillere pr. bølge: %{waves}',
        checked: 'Deltagende afspillere: %{taking}. Oversprunget: %{skipped}.',
        skippedList: 'Oversprungne afspillere',
        scheduledOff:
          'Slukket efter tidsplan, oversprunget: %{players}. |||| Slukket efter tidsplan, oversprunget (%{smart_count} afspillere): %{players}.',
        check: 'Kontroller afspillere',
        start: 'Start udrulningen',
      },
    },
  },
};
