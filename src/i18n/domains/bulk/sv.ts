// Masskonfiguration med kalkylblad på fliken Enheter och spelarfliken.
import sheet from '../../../domain/sheetWords/sv';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Ladda upp',
        bulkConfiguration: 'Masskonfiguration',
        downloading: 'Laddar ned masskonfiguration…',
        downloaded: 'Masskonfigurationen har laddats ned.',
      },
      miniDisplay: {
        title: 'Masskonfiguration stöds inte',
        message: 'Masskonfiguration stöds inte för Mini Display. Avmarkera Mini Display för att fortsätta.',
      },
      dialog: {
        devicesTitle: 'Ladda upp masskonfiguration',
        devicesDescription:
          'Välj den redigerade .xlsx-filen från nedladdningen av masskonfigurationen och validera den. Bara giltiga rader som ändrar något skickas.',
        playersTitle: 'Ladda upp masskonfiguration för spelare',
        playersDescription:
          'Välj det redigerade .xlsx-spelarbladet och validera det. Varje giltig rad anger inloggning och namn för sin spelare.',
        chooseFile: 'Välj .xlsx-fil',
        noFile: 'Ingen fil vald',
        validate: 'Validera',
        validating: 'Validerar…',
        push: 'Skicka konfiguration',
        pushing: 'Skickar…',
        cancel: 'Avbryt',
        close: 'Stäng',
        retryFailed: 'Försök igen med misslyckade',
        downloadResult: 'Ladda ned resultat',
      },
      table: {
        device: 'Enhet',
        status: 'Status',
        details: 'Detaljer',
        serialNumber: 'Serienummer',
        deviceName: 'Enhetsnamn',
        username: 'Användarnamn',
        row: 'Rad %{row}',
        show: 'Visa',
        filter: { all: 'Alla rader', problems: 'Fel', changes: 'Ändringar', unchanged: 'Ingen ändring' },
        empty: 'Inga rader att visa.',
      },
      status: {
        ready: 'Klar',
        unchanged: 'Ingen ändring',
        errors: '%{smart_count} fel hittades |||| %{smart_count} fel hittades',
        pending: 'Väntar',
        success: 'Sparad',
        failed: 'Misslyckades',
      },
      rows: {
        missing: '%{field} saknas',
        unknown: '%{field} ”%{id}” hör inte till den här klienten',
        deviceUnknown: 'Enheten ”%{id}” hör inte till den här klientens enheter',
        oldConfig:
          'Raden är äldre än enhetens konfiguration, som ändrades efter nedladdningen. Ladda ned masskonfigurationen igen.',
        miniDisplay:
          'Enheten är en Mini Display, som inte kan konfigureras med masskonfiguration. Konfigurera den för sig.',
        change: '%{field}: %{before} → %{after}',
        none: 'ingen',
        noChange: 'Enheten har redan den här konfigurationen; den skickas inte.',
      },
      summary: {
        validationFailed: 'Valideringen misslyckades',
        missingFields: 'Saknade fält: %{fields}',
        invalidConfigs: '%{invalid} av %{total} rader har ogiltiga konfigurationer och skickas inte.',
        counts: '%{toPush} att skicka, %{unchanged} utan ändringar, %{invalid} med fel',
        nothingToPush: 'Inget att skicka: ingen giltig rad ändrar sin enhet.',
      },
      result: {
        title: 'Resultat av masskonfigurationen',
        counts: '%{success} sparade, %{failed} misslyckades',
        allSaved: 'Varje skickad enhet sparades.',
        sessionRestored:
          'Din session tog slut under den här sändningen; du är inloggad igen. Försök igen med misslyckade skickar raderna som inte sparades.',
        sessionHint:
          'Din session tog slut under sändningen. Logga in igen och använd sedan Försök igen med misslyckade.',
        sheet: {
          row: 'Rad',
          deviceId: 'Enhets-ID',
          device: 'Enhet',
          outcome: 'Utfall',
          reason: 'Orsak',
          changes: 'Ändringar',
        },
      },
      push: {
        sessionEnded: 'Inte skickad: sessionen tog slut',
        cancelled: 'Inte skickad: stoppad',
      },
      file: {
        notMultipart: 'Filen kunde inte skickas. Försök igen.',
        noFile: 'Välj en fil att ladda upp.',
        notXlsx: 'Endast .xlsx-filer kan laddas upp.',
        notSpreadsheet: 'Filen är inte ett .xlsx-kalkylblad.',
        corrupt: 'Filen är skadad och kan inte läsas.',
        tooLarge: 'Filen är för stor (högst 10 MB).',
        tooBigUnpacked: 'Filen är för stor när den packas upp.',
        tooManyRows: 'Bladet har för många rader (högst 10 000).',
        timeout: 'Det tog för lång tid att läsa filen.',
        formula: 'Cell %{cell} innehåller en formel. Ange endast värden.',
        empty: 'Bladet har inga rader att konfigurera.',
        missingHeaders: 'Saknade kolumner: %{names}',
        unknownHeaders: 'Okända kolumner: %{names}',
        duplicateHeaders: 'Dubbla kolumner: %{names}',
        duplicateRows: 'Enheter på mer än en rad: %{names}',
        title: 'Filen godtogs inte',
      },
      player: {
        download: 'Ladda ned masskonfiguration',
        serialNotFound: 'Serienumret finns inte bland de skannade spelarna',
        serialMissing: 'Serienummer saknas',
        passwordMissing: 'Ett användarnamn kräver ett lösenord',
        statusChanged: 'Status ändrad: servern avvisade raden',
        unableToConnect: 'Kan inte ansluta',
        locked: 'Hoppades över, enheten är låst',
        mismatch: 'En annan spelare svarar på den här IP-adressen (serienumret stämmer inte)',
        unlockFailed: 'Spelarens lösenord kunde inte återställas',
        lockFailed: 'Spelaren kunde inte skyddas',
        failed: 'Spelaren avvisade ändringen',
      },
    },
  },
};
