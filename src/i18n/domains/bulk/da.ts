// Massekonfiguration med regneark på fanen Enheder og afspillerfanen.
import sheet from '../../../domain/sheetWords/da';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Upload',
        bulkConfiguration: 'Massekonfiguration',
        downloading: 'Henter massekonfiguration…',
        downloaded: 'Massekonfigurationen er hentet.',
      },
      miniDisplay: {
        title: 'Massekonfiguration understøttes ikke',
        message:
          'Massekonfiguration understøttes ikke for Mini Display. Fravælg Mini Display for at fortsætte.',
      },
      dialog: {
        devicesTitle: 'Upload af massekonfiguration',
        devicesDescription:
          'Vælg den redigerede .xlsx-fil fra hentningen af massekonfigurationen, og valider den. Kun gyldige rækker, der ændrer noget, sendes.',
        playersTitle: 'Upload af massekonfiguration for afspillere',
        playersDescription:
          'Vælg det redigerede .xlsx-afspillerark, og valider det. Hver gyldig række angiver login og navn for sin afspiller.',
        chooseFile: 'Vælg .xlsx-fil',
        noFile: 'Ingen fil valgt',
        validate: 'Valider',
        validating: 'Validerer…',
        push: 'Send konfiguration',
        pushing: 'Sender…',
        cancel: 'Annuller',
        close: 'Luk',
        retryFailed: 'Prøv mislykkede igen',
        downloadResult: 'Hent resultat',
      },
      table: {
        device: 'Enhed',
        status: 'Status',
        details: 'Detaljer',
        serialNumber: 'Serienummer',
        deviceName: 'Enhedsnavn',
        username: 'Brugernavn',
        row: 'Række %{row}',
        show: 'Vis',
        filter: { all: 'Alle rækker', problems: 'Fejl', changes: 'Ændringer', unchanged: 'Ingen ændring' },
        empty: 'Ingen rækker at vise.',
      },
      status: {
        ready: 'Klar',
        unchanged: 'Ingen ændring',
        errors: '%{smart_count} fejl fundet |||| %{smart_count} fejl fundet',
        pending: 'Venter',
        success: 'Gemt',
        failed: 'Mislykkedes',
      },
      rows: {
        missing: '%{field} mangler',
        unknown: '%{field} »%{id}« hører ikke til denne lejer',
        deviceUnknown: 'Enheden »%{id}« hører ikke til denne lejers enheder',
        oldConfig:
          'Rækken er ældre end enhedens konfiguration, som blev ændret efter hentningen. Hent massekonfigurationen igen.',
        miniDisplay:
          'Enheden er en Mini Display, som ikke kan konfigureres med massekonfiguration. Konfigurer den for sig.',
        change: '%{field}: %{before} → %{after}',
        none: 'ingen',
        noChange: 'Enheden har allerede denne konfiguration; den sendes ikke.',
      },
      summary: {
        validationFailed: 'Validering mislykkedes',
        missingFields: 'Manglende felter: %{fields}',
        invalidConfigs: '%{invalid} af %{total} rækker har ugyldige konfigurationer og sendes ikke.',
        counts: '%{toPush} at sende, %{unchanged} uden ændringer, %{invalid} med fejl',
        nothingToPush: 'Intet at sende: ingen gyldig række ændrer sin enhed.',
      },
      result: {
        title: 'Resultat af massekonfigurationen',
        counts: '%{success} gemt, %{failed} mislykkedes',
        allSaved: 'Hver sendt enhed blev gemt.',
        sessionRestored:
          'Din session udløb under denne afsendelse; du er logget ind igen. Prøv mislykkede igen sender de rækker, der ikke blev gemt.',
        sessionHint:
          'Din session udløb under afsendelsen. Log ind igen, og brug derefter Prøv mislykkede igen.',
        sheet: {
          row: 'Række',
          deviceId: 'Enheds-ID',
          device: 'Enhed',
          outcome: 'Udfald',
          reason: 'Årsag',
          changes: 'Ændringer',
        },
      },
      push: {
        sessionEnded: 'Ikke sendt: sessionen udløb',
        cancelled: 'Ikke sendt: stoppet',
      },
      file: {
        notMultipart: 'Filen kunne ikke sendes. Prøv igen.',
        noFile: 'Vælg en fil at uploade.',
        notXlsx: 'Kun .xlsx-filer kan uploades.',
        notSpreadsheet: 'Filen er ikke et .xlsx-regneark.',
        corrupt: 'Filen er beskadiget og kan ikke læses.',
        tooLarge: 'Filen er for stor (højst 10 MB).',
        tooBigUnpacked: 'Filen er for stor, når den pakkes ud.',
        tooManyRows: 'Arket har for mange rækker (højst 10.000).',
        timeout: 'Det tog for lang tid at læse filen.',
        formula: 'Celle %{cell} indeholder en formel. Indtast kun værdier.',
        empty: 'Arket har ingen rækker at konfigurere.',
        missingHeaders: 'Manglende kolonner: %{names}',
        unknownHeaders: 'Ukendte kolonner: %{names}',
        duplicateHeaders: 'Dobbelte kolonner: %{names}',
        duplicateRows: 'Enheder i mere end én række: %{names}',
        title: 'Filen blev ikke accepteret',
      },
      player: {
        download: 'Hent massekonfiguration',
        serialNotFound: 'Serienummeret findes ikke blandt de scannede afspillere',
        serialMissing: 'Serienummer mangler',
        passwordMissing: 'Et brugernavn kræver en adgangskode',
        statusChanged: 'Status ændret: serveren afviste rækken',
        unableToConnect: 'Kan ikke oprette forbindelse',
        locked: 'Sprunget over, enheden er låst',
        mismatch: 'En anden afspiller svarer på denne IP-adresse (serienummeret passer ikke)',
        unlockFailed: 'Afspillerens adgangskode kunne ikke nulstilles',
        lockFailed: 'Afspilleren kunne ikke sikres',
        failed: 'Afspilleren afviste ændringen',
      },
    },
  },
};
