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
        fileDownloaded: 'Hentet: %{name}',
        leftOut:
          'Arket udelader enheden, der ikke længere hører til denne organisation: %{names}. Den er fravalgt. |||| Arket udelader de %{smart_count} enheder, der ikke længere hører til denne organisation: %{names}. De er fravalgt.',
        noneInTenant:
          'Den valgte enhed hører ikke længere til denne organisation, så der er intet ark at hente. Listen er genindlæst. |||| Ingen af de %{smart_count} valgte enheder hører længere til denne organisation, så der er intet ark at hente. Listen er genindlæst.',
      },
      serviceDesk: {
        title: 'Massekonfiguration understøttes ikke',
        message:
          'Massekonfiguration understøttes ikke for serviceskærme og skrivebordsskærme: arket har ingen felter til dem. Fravælg dem for at fortsætte, og konfigurer hver for sig.',
        names:
          'Serviceskærmen eller skrivebordsskærmen blandt de valgte enheder: |||| De %{smart_count} serviceskærme eller skrivebordsskærme blandt de valgte enheder:',
        more: 'og %{smart_count} mere |||| og %{smart_count} mere',
        deselect:
          'Fravælg serviceskærmen eller skrivebordsskærmen |||| Fravælg de %{smart_count} serviceskærme og skrivebordsskærme',
      },
      miniDisplay: {
        names:
          'Mini Display blandt de valgte enheder: |||| De %{smart_count} Mini Displays blandt de valgte enheder:',
        deselect: 'Fravælg Mini Display |||| Fravælg de %{smart_count} Mini Displays',
        more: 'og %{smart_count} mere |||| og %{smart_count} mere',
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
          'Vælg det redigerede afspillerark (.xlsx), og valider det. Før du sender, viser dialogen, hvad der ændres på afspillerne. En række, der svarer til sin afspiller, ændrer intet.',
        chooseFile: 'Vælg .xlsx-fil',
        chooseAnother: 'Vælg en anden fil',
        noFile: 'Ingen fil valgt',
        validate: 'Valider',
        validating: 'Validerer…',
        push: 'Send konfiguration',
        pushing: 'Sender…',
        cancel: 'Annuller',
        close: 'Luk',
        retryFailed: 'Prøv de mislykkede igen',
        downloadResult: 'Hent resultatet',
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
        notConfigured: 'Ikke konfigureret endnu: udfyld eller fjern denne række.',
        typeNotInBulk:
          '%{type}: denne skærmtype kan ikke konfigureres med massekonfiguration (det kan kun lokaleskærme, etageskærme og feedbackskærme). Konfigurer enheden for sig, eller fjern denne række.',
        missing: '%{field}: ingen værdi',
        unknown: '%{field}: »%{id}« hører ikke til denne organisation',
        deviceUnknown: 'Enheden »%{id}« hører ikke til denne organisation',
        otherType: '%{field}: »%{id}« hører til en anden skærmtype (%{type}) end denne række (%{rowType})',
        otherRegion: 'Lokalet »%{id}« ligger ikke i regionen »%{region}«',
        otherBuilding: '%{field}: »%{id}« ligger ikke i bygningen »%{building}«',
        oldConfig:
          'Rækken er ældre end enhedens konfiguration, som blev ændret efter hentningen. Hent massekonfigurationen igen.',
        miniDisplay:
          'Enheden er et Mini Display, som ikke kan konfigureres med massekonfiguration. Konfigurer det for sig.',
        change: '%{field}: %{before} → %{after}',
        none: 'ingen',
        noChange: 'Enheden har allerede denne konfiguration, så den sendes ikke.',
      },
      summary: {
        notConfigured:
          'Enheden, der ikke er konfigureret endnu, har en tom række: udfyld den, eller fjern den. |||| %{smart_count} enheder, der ikke er konfigureret endnu, har tomme rækker: udfyld dem, eller fjern dem.',
        stale:
          '%{smart_count} række er ældre end enhedens konfiguration og sendes ikke. Hent massekonfigurationen igen. |||| %{smart_count} rækker er ældre end enhedernes konfiguration og sendes ikke. Hent massekonfigurationen igen.',
        validationFailed: 'Valideringen mislykkedes',
        missingFields: 'Manglende felter: %{fields}',
        invalidConfigs: 'Rækker med ugyldig konfiguration sendes ikke: %{invalid} af %{total}.',
        counts: 'At sende: %{toPush}. Uden ændringer: %{unchanged}. Med fejl: %{invalid}.',
        invalidFields: 'Felter med forkerte værdier: %{fields}',
        nothingToPush: 'Intet at sende: ingen gyldig række ændrer sin enhed.',
      },
      result: {
        title: 'Resultat af massekonfigurationen',
        counts: 'Gemt: %{success}. Mislykkede: %{failed}.',
        allSaved: 'Alle sendte enheder blev gemt.',
        playersTitle: 'Resultat af massekonfigurationen for afspillere',
        allPlayersSaved: 'Alle sendte afspillere blev gemt.',
        retryHint: '»Prøv de mislykkede igen« sender kun de rækker, der ikke blev gemt.',
        fileName: 'resultat-massekonfiguration',
        sheetName: 'Resultat',
        playersFileName: 'resultat-massekonfiguration-afspillere',
        playersSheetName: 'Resultat afspillere',
        sessionRestored:
          'Din session udløb under denne afsendelse, men du er logget ind igen. »Prøv de mislykkede igen« sender de rækker, der ikke blev gemt.',
        sessionHint:
          'Din session udløb under afsendelsen. Log ind igen, og brug derefter »Prøv de mislykkede igen«.',
        sheet: {
          row: 'Række',
          deviceId: 'Enheds-ID',
          device: 'Enhed',
          outcome: 'Udfald',
          serialNumber: 'Serienummer',
          deviceName: 'Enhedsnavn',
          username: 'Brugernavn',
          notPushed: 'Ikke sendt',
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
        formula: 'Celle %{cell} indeholder en formel. Angiv kun værdier.',
        empty: 'Arket har ingen rækker at konfigurere.',
        missingHeaders: 'Manglende kolonner: %{names}',
        unknownHeaders: 'Ukendte kolonner: %{names}',
        duplicateHeaders: 'Dobbelte kolonner: %{names}',
        duplicateRows: 'Enheder i mere end én række: %{names}',
        title: 'Filen blev ikke accepteret',
      },
      player: {
        noChange: 'Intet at ændre: afspilleren stemmer allerede overens med denne række',
        removeLogin: {
          title: 'Fjern login?',
          message:
            'Brugernavnet er tomt i denne afspillers række, så afsendelsen fjerner dens login: %{names}. Send alligevel? |||| Brugernavnet er tomt i rækkerne for disse %{smart_count} afspillere, så afsendelsen fjerner deres login: %{names}. Send alligevel?',
        },
        summary: {
          title: '»Send konfiguration« vil:',
          name: 'angive navnet på %{smart_count} afspiller |||| angive navnet på %{smart_count} afspillere',
          loginSet:
            'angive login (brugernavn og adgangskode) på %{smart_count} afspiller |||| angive login (brugernavn og adgangskode) på %{smart_count} afspillere',
          loginRemove:
            'fjerne login fra %{smart_count} afspiller |||| fjerne login fra %{smart_count} afspillere',
          derive:
            'skifte enhedens adgangskode på %{smart_count} afspiller til konsollens egen adgangskode (QBIC-sikkerheden er slået til) |||| skifte enhedens adgangskode på %{smart_count} afspillere til konsollens egen adgangskode (QBIC-sikkerheden er slået til)',
          reset:
            'nulstille enhedens adgangskode på %{smart_count} afspiller til fabriksadgangskoden (QBIC-sikkerheden er slået fra) |||| nulstille enhedens adgangskode på %{smart_count} afspillere til fabriksadgangskoden (QBIC-sikkerheden er slået fra)',
          unchanged:
            'lade %{smart_count} afspiller være, som den er: den stemmer allerede overens med sin række |||| lade %{smart_count} afspillere være, som de er: de stemmer allerede overens med deres rækker',
          nothing: 'Intet at sende: alle afspillere stemmer allerede overens med deres rækker.',
        },
        download: 'Hent massekonfiguration',
        serialNotFound: 'Serienummeret findes ikke blandt de afspillere, søgningen fandt',
        serialMissing: 'Serienummer mangler',
        serialRepeated: 'Serienummeret »%{serial}« står allerede i en tidligere række',
        ipInvalid: 'IP-adressen »%{ip}« er ikke en IPv4-adresse',
        nameTooLong: 'Enhedsnavnet er for langt: %{length} tegn, højst %{max}',
        passwordMissing: 'Adgangskode mangler: et brugernavn kræver en adgangskode',
        statusChanged: 'Status ændret: serveren afviste rækken',
        unableToConnect: 'Kan ikke oprette forbindelse',
        locked: 'Oversprunget: enheden er låst',
        lockedOwn:
          'Oversprunget: låst med sin egen adgangskode fra denne konsol. »Prøv de mislykkede igen« spørger om den.',
        mismatch: 'En anden afspiller svarer på denne IP-adresse (serienummeret passer ikke)',
        unlockFailed: 'Afspillerens adgangskode kunne ikke nulstilles',
        lockFailed: 'Afspilleren kunne ikke låses',
        failed: 'Afspilleren afviste ændringen',
      },
    },
  },
};
