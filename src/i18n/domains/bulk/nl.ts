// Bulkconfiguratie via spreadsheet op het tabblad Apparaten en het tabblad QBIC-apparaten.
import sheet from '../../../domain/sheetWords/nl';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Uploaden',
        bulkConfiguration: 'Bulkconfiguratie',
        downloading: 'Bulkconfiguratie wordt gedownload…',
        downloaded: 'De bulkconfiguratie is gedownload.',
        leftOut:
          'Het werkblad laat het apparaat weg dat niet meer bij deze tenant hoort: %{names}. Het is gedeselecteerd. |||| Het werkblad laat de %{smart_count} apparaten weg die niet meer bij deze tenant horen: %{names}. Ze zijn gedeselecteerd.',
        noneInTenant:
          'Het geselecteerde apparaat hoort niet meer bij deze tenant, dus er is geen werkblad om te downloaden. De lijst is opnieuw geladen. |||| Geen van de %{smart_count} geselecteerde apparaten hoort nog bij deze tenant, dus er is geen werkblad om te downloaden. De lijst is opnieuw geladen.',
      },
      serviceDesk: {
        title: 'Bulkconfiguratie niet ondersteund',
        message:
          'Bulkconfiguratie wordt niet ondersteund voor servicedisplays en bureaudisplays: het werkblad heeft geen velden voor deze displays. Deselecteer ze om verder te gaan en configureer ze elk apart.',
        names:
          'Het servicedisplay of bureaudisplay onder de geselecteerde apparaten: |||| De %{smart_count} servicedisplays of bureaudisplays onder de geselecteerde apparaten:',
        more: 'en nog %{smart_count} |||| en nog %{smart_count}',
        deselect:
          'Het servicedisplay of bureaudisplay deselecteren |||| De %{smart_count} servicedisplays en bureaudisplays deselecteren',
      },
      miniDisplay: {
        names:
          'Het Mini Display onder de geselecteerde apparaten: |||| De %{smart_count} Mini Displays onder de geselecteerde apparaten:',
        deselect: 'Het Mini Display deselecteren |||| De %{smart_count} Mini Displays deselecteren',
        more: 'en nog %{smart_count} |||| en nog %{smart_count}',
        title: 'Bulkconfiguratie niet ondersteund',
        message:
          'Bulkconfiguratie wordt niet ondersteund voor het Mini Display. Deselecteer het Mini Display om verder te gaan.',
      },
      dialog: {
        devicesTitle: 'Bulkconfiguratie uploaden',
        devicesDescription:
          'Kies het bewerkte .xlsx-bestand van de bulkconfiguratiedownload en valideer het. Alleen geldige rijen die iets wijzigen, worden verzonden.',
        playersTitle: 'Bulkconfiguratie van mediaspelers uploaden',
        playersDescription:
          'Kies het bewerkte .xlsx-werkblad met mediaspelers en valideer het. Voordat u verzendt, toont het venster wat er op de mediaspelers verandert; een rij die al overeenkomt met zijn mediaspeler, wijzigt niets.',
        chooseFile: '.xlsx-bestand kiezen',
        chooseAnother: 'Ander bestand kiezen',
        noFile: 'Geen bestand gekozen',
        validate: 'Valideren',
        validating: 'Bezig met valideren…',
        push: 'Configuratie verzenden',
        pushing: 'Bezig met verzenden…',
        cancel: 'Annuleren',
        close: 'Sluiten',
        retryFailed: 'Mislukte opnieuw proberen',
        downloadResult: 'Resultaat downloaden',
      },
      table: {
        device: 'Apparaat',
        status: 'Status',
        details: 'Details',
        serialNumber: 'Serienummer',
        deviceName: 'Apparaatnaam',
        username: 'Gebruikersnaam',
        row: 'Rij %{row}',
        show: 'Tonen',
        filter: {
          all: 'Alle rijen',
          problems: 'Fouten',
          changes: 'Wijzigingen',
          unchanged: 'Geen wijziging',
        },
        empty: 'Geen rijen om te tonen.',
      },
      status: {
        ready: 'Klaar',
        unchanged: 'Geen wijziging',
        errors: '%{smart_count} fout gevonden |||| %{smart_count} fouten gevonden',
        pending: 'In wachtrij',
        success: 'Opgeslagen',
        failed: 'Mislukt',
      },
      rows: {
        notConfigured: 'Nog niet geconfigureerd: vul deze rij in of verwijder die.',
        typeNotInBulk:
          '%{type}: dit type display kan niet in bulk worden geconfigureerd (dat kan alleen voor ruimtedisplays, verdiepingsdisplays en feedbackdisplays). Configureer het apparaat apart of verwijder deze rij.',
        missing: '%{field}: geen waarde',
        unknown: '%{field}: “%{id}” hoort niet bij deze tenant',
        deviceUnknown: 'Apparaat “%{id}” hoort niet bij deze tenant',
        otherType: '%{field}: “%{id}” hoort bij een ander type display (%{type}) dan deze rij (%{rowType})',
        otherRegion: 'Ruimte “%{id}” ligt niet in regio “%{region}”',
        otherBuilding: '%{field}: “%{id}” ligt niet in gebouw “%{building}”',
        oldConfig:
          'Deze rij is ouder dan de configuratie van het apparaat, die na de download is gewijzigd. Download de bulkconfiguratie opnieuw.',
        miniDisplay:
          'Dit apparaat is een Mini Display, dat niet via bulkconfiguratie kan worden ingesteld. Configureer het afzonderlijk.',
        change: '%{field}: %{before} → %{after}',
        none: 'geen',
        noChange: 'Het apparaat heeft deze configuratie al; ze wordt niet verzonden.',
      },
      summary: {
        notConfigured:
          'Het nog niet geconfigureerde apparaat heeft een lege rij: vul die in of verwijder die. |||| %{smart_count} nog niet geconfigureerde apparaten hebben lege rijen: vul ze in of verwijder ze.',
        validationFailed: 'Validatie mislukt',
        missingFields: 'Ontbrekende velden: %{fields}',
        invalidFields: 'Velden met onjuiste waarden: %{fields}',
        invalidConfigs:
          'Rijen met een ongeldige configuratie worden niet verzonden: %{invalid} van %{total}.',
        counts: 'Te verzenden: %{toPush}. Zonder wijzigingen: %{unchanged}. Met fouten: %{invalid}.',
        nothingToPush: 'Niets te verzenden: geen geldige rij wijzigt zijn apparaat.',
      },
      result: {
        title: 'Resultaat van de bulkconfiguratie',
        counts: 'Opgeslagen: %{success}. Mislukt: %{failed}.',
        allSaved: 'Elk verzonden apparaat is opgeslagen.',
        playersTitle: 'Resultaat van de bulkconfiguratie van mediaspelers',
        allPlayersSaved: 'Elke verzonden mediaspeler is opgeslagen.',
        retryHint: '“Mislukte opnieuw proberen” verzendt alleen de rijen die niet zijn opgeslagen.',
        fileName: 'resultaat-bulkconfiguratie',
        sheetName: 'Resultaat',
        playersFileName: 'resultaat-bulkconfiguratie-mediaspelers',
        playersSheetName: 'Resultaat mediaspelers',
        sessionRestored:
          'Uw sessie is tijdens het verzenden verlopen; u bent weer aangemeld. “Mislukte opnieuw proberen” verzendt de rijen die niet zijn opgeslagen.',
        sessionHint:
          'Uw sessie is tijdens het verzenden verlopen. Meld u opnieuw aan en gebruik dan “Mislukte opnieuw proberen”.',
        sheet: {
          row: 'Rij',
          deviceId: 'Apparaat-ID',
          device: 'Apparaat',
          outcome: 'Uitkomst',
          serialNumber: 'Serienummer',
          deviceName: 'Apparaatnaam',
          username: 'Gebruikersnaam',
          notPushed: 'Niet verzonden',
          reason: 'Reden',
          changes: 'Wijzigingen',
        },
      },
      push: {
        sessionEnded: 'Niet verzonden: de sessie is verlopen',
        cancelled: 'Niet verzonden: gestopt',
      },
      file: {
        notMultipart: 'Het bestand kon niet worden verzonden. Probeer het opnieuw.',
        noFile: 'Kies een bestand om te uploaden.',
        notXlsx: 'Alleen .xlsx-bestanden kunnen worden geüpload.',
        notSpreadsheet: 'Dit bestand is geen .xlsx-spreadsheet.',
        corrupt: 'Dit bestand is beschadigd en kan niet worden gelezen.',
        tooLarge: 'Dit bestand is te groot (maximaal 10 MB).',
        tooBigUnpacked: 'Uitgepakt is dit bestand te groot.',
        tooManyRows: 'Het werkblad heeft te veel rijen (maximaal 10.000).',
        timeout: 'Het lezen van dit bestand duurde te lang.',
        formula: 'Cel %{cell} bevat een formule. Voer alleen waarden in.',
        empty: 'Het werkblad heeft geen rijen om te configureren.',
        missingHeaders: 'Ontbrekende kolommen: %{names}',
        unknownHeaders: 'Onbekende kolommen: %{names}',
        duplicateHeaders: 'Dubbele kolommen: %{names}',
        duplicateRows: 'Apparaten in meer dan één rij: %{names}',
        title: 'Het bestand is niet geaccepteerd',
      },
      player: {
        noChange: 'Niets te wijzigen: de mediaspeler komt al overeen met deze rij',
        removeLogin: {
          title: 'Aanmeldingen verwijderen?',
          message:
            'De gebruikersnaam is leeg in de rij van deze mediaspeler, dus het verzenden verwijdert de aanmelding: %{names}. Toch verzenden? |||| De gebruikersnaam is leeg in de rijen van deze %{smart_count} mediaspelers, dus het verzenden verwijdert hun aanmelding: %{names}. Toch verzenden?',
        },
        summary: {
          title: 'Het verzenden zal:',
          name: 'de naam van %{smart_count} mediaspeler instellen |||| de naam van %{smart_count} mediaspelers instellen',
          loginSet:
            'de aanmelding (gebruikersnaam en wachtwoord) van %{smart_count} mediaspeler instellen |||| de aanmelding (gebruikersnaam en wachtwoord) van %{smart_count} mediaspelers instellen',
          loginRemove:
            'de aanmelding van %{smart_count} mediaspeler verwijderen |||| de aanmelding van %{smart_count} mediaspelers verwijderen',
          derive:
            'het apparaatwachtwoord van %{smart_count} mediaspeler wijzigen in het eigen wachtwoord van de console (QBIC-beveiliging staat aan) |||| het apparaatwachtwoord van %{smart_count} mediaspelers wijzigen in het eigen wachtwoord van de console (QBIC-beveiliging staat aan)',
          reset:
            'het apparaatwachtwoord van %{smart_count} mediaspeler terugzetten naar het fabriekswachtwoord (QBIC-beveiliging staat uit) |||| het apparaatwachtwoord van %{smart_count} mediaspelers terugzetten naar het fabriekswachtwoord (QBIC-beveiliging staat uit)',
          unchanged:
            '%{smart_count} mediaspeler laten zoals hij is: hij komt al overeen met zijn rij |||| %{smart_count} mediaspelers laten zoals ze zijn: ze komen al overeen met hun rijen',
          nothing: 'Niets te verzenden: elke mediaspeler komt al overeen met zijn rij.',
        },
        download: 'Bulkconfiguratie downloaden',
        serialNotFound: 'Serienummer komt niet voor onder de gevonden mediaspelers',
        serialMissing: 'Serienummer ontbreekt',
        serialRepeated: 'Serienummer “%{serial}” staat al in een eerdere rij',
        ipInvalid: 'IP-adres “%{ip}” is geen IPv4-adres',
        nameTooLong: 'Apparaatnaam is te lang: %{length} tekens, maximaal %{max}',
        passwordMissing: 'Wachtwoord ontbreekt: een gebruikersnaam heeft een wachtwoord nodig',
        statusChanged: 'Status gewijzigd: de server heeft deze rij geweigerd',
        unableToConnect: 'Kan geen verbinding maken',
        locked: 'Overgeslagen: het apparaat is vergrendeld',
        mismatch: 'Op dit IP-adres antwoordt een andere mediaspeler (serienummer komt niet overeen)',
        unlockFailed: 'Het wachtwoord van de mediaspeler kon niet worden teruggezet',
        lockFailed: 'De mediaspeler kon niet worden beveiligd',
        failed: 'De mediaspeler heeft de wijziging geweigerd',
      },
    },
  },
};
