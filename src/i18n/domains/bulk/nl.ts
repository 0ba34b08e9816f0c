// Bulkconfiguratie via spreadsheet op het tabblad Apparaten en het spelerstabblad.
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
      },
      miniDisplay: {
        title: 'Bulkconfiguratie niet ondersteund',
        message:
          'Bulkconfiguratie wordt niet ondersteund voor het Mini Display. Deselecteer het Mini Display om verder te gaan.',
      },
      dialog: {
        devicesTitle: 'Bulkconfiguratie uploaden',
        devicesDescription:
          'Kies het bewerkte .xlsx-bestand van de bulkconfiguratiedownload en valideer het. Alleen geldige rijen die iets wijzigen worden verzonden.',
        playersTitle: 'Bulkconfiguratie van spelers uploaden',
        playersDescription:
          'Kies het bewerkte .xlsx-spelersblad en valideer het. Elke geldige rij stelt de aanmelding en de naam van zijn speler in.',
        chooseFile: '.xlsx-bestand kiezen',
        noFile: 'Geen bestand gekozen',
        validate: 'Valideren',
        validating: 'Valideren…',
        push: 'Configuratie verzenden',
        pushing: 'Verzenden…',
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
        pending: 'Wacht',
        success: 'Opgeslagen',
        failed: 'Mislukt',
      },
      rows: {
        missing: '%{field} ontbreekt',
        unknown: '%{field} ‘%{id}’ hoort niet bij deze tenant',
        deviceUnknown: 'Apparaat ‘%{id}’ hoort niet bij de apparaten van deze tenant',
        oldConfig:
          'Deze rij is ouder dan de configuratie van het apparaat, die na de download is gewijzigd. Download de bulkconfiguratie opnieuw.',
        miniDisplay:
          'Dit apparaat is een Mini Display, dat niet via bulkconfiguratie kan worden ingesteld. Configureer het afzonderlijk.',
        change: '%{field}: %{before} → %{after}',
        none: 'geen',
        noChange: 'Het apparaat heeft deze configuratie al; ze wordt niet verzonden.',
      },
      summary: {
        validationFailed: 'Validatie mislukt',
        missingFields: 'Ontbrekende velden: %{fields}',
        invalidConfigs:
          '%{invalid} van %{total} rijen hebben ongeldige configuraties en worden niet verzonden.',
        counts: '%{toPush} te verzenden, %{unchanged} zonder wijzigingen, %{invalid} met fouten',
        nothingToPush: 'Niets te verzenden: geen geldige rij wijzigt zijn apparaat.',
      },
      result: {
        title: 'Resultaat van de bulkconfiguratie',
        counts: '%{success} opgeslagen, %{failed} mislukt',
        allSaved: 'Elk verzonden apparaat is opgeslagen.',
        sessionRestored:
          'Uw sessie is tijdens dit verzenden verlopen; u bent weer aangemeld. Mislukte opnieuw proberen verzendt de rijen die niet zijn opgeslagen.',
        sessionHint:
          'Uw sessie is tijdens het verzenden verlopen. Meld u opnieuw aan en gebruik dan Mislukte opnieuw proberen.',
        sheet: {
          row: 'Rij',
          deviceId: 'Apparaat-ID',
          device: 'Apparaat',
          outcome: 'Uitkomst',
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
        tooLarge: 'Dit bestand is te groot (hoogstens 10 MB).',
        tooBigUnpacked: 'Dit bestand is uitgepakt te groot.',
        tooManyRows: 'Het blad heeft te veel rijen (hoogstens 10.000).',
        timeout: 'Het lezen van dit bestand duurde te lang.',
        formula: 'Cel %{cell} bevat een formule. Voer alleen waarden in.',
        empty: 'Het blad heeft geen rijen om te configureren.',
        missingHeaders: 'Ontbrekende kolommen: %{names}',
        unknownHeaders: 'Onbekende kolommen: %{names}',
        duplicateHeaders: 'Dubbele kolommen: %{names}',
        duplicateRows: 'Apparaten in meer dan één rij: %{names}',
        title: 'Het bestand is niet geaccepteerd',
      },
      player: {
        download: 'Bulkconfiguratie downloaden',
        serialNotFound: 'Serienummer niet gevonden onder de gescande spelers',
        serialMissing: 'Serienummer ontbreekt',
        passwordMissing: 'Een gebruikersnaam heeft een wachtwoord nodig',
        statusChanged: 'Status gewijzigd: de server heeft deze rij geweigerd',
        unableToConnect: 'Kan geen verbinding maken',
        locked: 'Overgeslagen, apparaat vergrendeld',
        mismatch: 'Op dit IP-adres antwoordt een andere speler (serienummer komt niet overeen)',
        unlockFailed: 'Het wachtwoord van de speler kon niet worden teruggezet',
        lockFailed: 'De speler kon niet worden beveiligd',
        failed: 'De speler heeft de wijziging geweigerd',
      },
    },
  },
};
