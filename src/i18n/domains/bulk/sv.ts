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
        fileDownloaded: 'Nedladdad: %{name}',
        leftOut:
          'Bladet utelämnar enheten som inte längre hör till den här organisationen: %{names}. Den har avmarkerats. |||| Bladet utelämnar de %{smart_count} enheterna som inte längre hör till den här organisationen: %{names}. De har avmarkerats.',
        noneInTenant:
          'Den valda enheten hör inte längre till den här organisationen, så det finns inget blad att ladda ned. Listan har lästs in igen. |||| Ingen av de %{smart_count} valda enheterna hör längre till den här organisationen, så det finns inget blad att ladda ned. Listan har lästs in igen.',
      },
      serviceDesk: {
        title: 'Masskonfiguration stöds inte',
        message:
          'Masskonfiguration stöds inte för serviceskärmar och skrivbordsskärmar: bladet har inga fält för dem. Avmarkera dem för att fortsätta och konfigurera var och en för sig.',
        names:
          'Serviceskärmen eller skrivbordsskärmen bland de valda enheterna: |||| De %{smart_count} serviceskärmarna eller skrivbordsskärmarna bland de valda enheterna:',
        more: 'och %{smart_count} till |||| och %{smart_count} till',
        deselect:
          'Avmarkera serviceskärmen eller skrivbordsskärmen |||| Avmarkera de %{smart_count} serviceskärmarna och skrivbordsskärmarna',
      },
      miniDisplay: {
        names:
          'Mini Display bland de valda enheterna: |||| De %{smart_count} Mini Display-enheterna bland de valda enheterna:',
        deselect: 'Avmarkera Mini Display |||| Avmarkera de %{smart_count} Mini Display-enheterna',
        more: 'och %{smart_count} till |||| och %{smart_count} till',
        title: 'Masskonfiguration stöds inte',
        message: 'Masskonfiguration stöds inte för Mini Display. Avmarkera Mini Display för att fortsätta.',
      },
      dialog: {
        devicesTitle: 'Ladda upp masskonfiguration',
        devicesDescription:
          'Välj den redigerade .xlsx-filen från nedladdningen av masskonfigurationen och validera den. Bara giltiga rader som ändrar något skickas.',
        playersTitle: 'Ladda upp masskonfiguration för mediaspelare',
        playersDescription:
          'Välj det redigerade mediaspelarbladet (.xlsx) och validera det. Innan du skickar visar dialogen vad som ändras på mediaspelarna. En rad som stämmer med sin mediaspelare ändrar ingenting.',
        chooseFile: 'Välj .xlsx-fil',
        chooseAnother: 'Välj en annan fil',
        noFile: 'Ingen fil vald',
        validate: 'Validera',
        validating: 'Validerar…',
        push: 'Skicka konfiguration',
        pushing: 'Skickar…',
        cancel: 'Avbryt',
        close: 'Stäng',
        retryFailed: 'Försök igen med de misslyckade',
        downloadResult: 'Ladda ned resultatet',
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
        notConfigured: 'Inte konfigurerad ännu: fyll i eller ta bort den här raden.',
        typeNotInBulk:
          '%{type}: den här skärmtypen kan inte konfigureras med masskonfiguration (det går bara för rumsskärmar, våningsskärmar och feedbackskärmar). Konfigurera enheten för sig eller ta bort den här raden.',
        missing: '%{field}: inget värde',
        unknown: '%{field}: ”%{id}” hör inte till den här organisationen',
        deviceUnknown: 'Enheten ”%{id}” hör inte till den här organisationen',
        otherType: '%{field}: ”%{id}” hör till en annan skärmtyp (%{type}) än den här raden (%{rowType})',
        otherRegion: 'Rummet ”%{id}” ligger inte i regionen ”%{region}”',
        otherBuilding: '%{field}: ”%{id}” ligger inte i byggnaden ”%{building}”',
        oldConfig:
          'Raden är äldre än enhetens konfiguration, som ändrades efter nedladdningen. Ladda ned masskonfigurationen igen.',
        miniDisplay:
          'Enheten är en Mini Display, som inte kan konfigureras med masskonfiguration. Konfigurera den för sig.',
        change: '%{field}: %{before} → %{after}',
        none: 'ingen',
        noChange: 'Enheten har redan den här konfigurationen, så den skickas inte.',
      },
      summary: {
        notConfigured:
          'Enheten som inte är konfigurerad ännu har en tom rad: fyll i den eller ta bort den. |||| %{smart_count} enheter som inte är konfigurerade ännu har tomma rader: fyll i dem eller ta bort dem.',
        stale:
          '%{smart_count} rad är äldre än enhetens konfiguration och skickas inte. Ladda ned masskonfigurationen igen. |||| %{smart_count} rader är äldre än enheternas konfiguration och skickas inte. Ladda ned masskonfigurationen igen.',
        validationFailed: 'Valideringen misslyckades',
        missingFields: 'Saknade fält: %{fields}',
        invalidConfigs: 'Rader med ogiltig konfiguration skickas inte: %{invalid} av %{total}.',
        counts: 'Att skicka: %{toPush}. Utan ändringar: %{unchanged}. Med fel: %{invalid}.',
        invalidFields: 'Fält med felaktiga värden: %{fields}',
        nothingToPush: 'Inget att skicka: ingen giltig rad ändrar sin enhet.',
      },
      result: {
        title: 'Resultat av masskonfigurationen',
        counts: 'Sparade: %{success}. Misslyckade: %{failed}.',
        allSaved: 'Alla skickade enheter sparades.',
        playersTitle: 'Resultat av masskonfigurationen för mediaspelare',
        allPlayersSaved: 'Alla skickade mediaspelare sparades.',
        retryHint: '”Försök igen med de misslyckade” skickar bara raderna som inte sparades.',
        fileName: 'resultat-masskonfiguration',
        sheetName: 'Resultat',
        playersFileName: 'resultat-masskonfiguration-mediaspelare',
        playersSheetName: 'Resultat mediaspelare',
        sessionRestored:
          'Din session tog slut under den här sändningen, men du är inloggad igen. ”Försök igen med de misslyckade” skickar raderna som inte sparades.',
        sessionHint:
          'Din session tog slut under sändningen. Logga in igen och använd sedan ”Försök igen med de misslyckade”.',
        sheet: {
          row: 'Rad',
          deviceId: 'Enhets-ID',
          device: 'Enhet',
          outcome: 'Utfall',
          serialNumber: 'Serienummer',
          deviceName: 'Enhetsnamn',
          username: 'Användarnamn',
          notPushed: 'Inte skickad',
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
        noChange: 'Inget att ändra: mediaspelaren stämmer redan med den här raden',
        removeLogin: {
          title: 'Ta bort inloggningar?',
          message:
            'Användarnamnet är tomt på den här mediaspelarens rad, så dess inloggning tas bort när du skickar: %{names}. Vill du skicka ändå? |||| Användarnamnet är tomt på raderna för de här %{smart_count} mediaspelarna, så deras inloggning tas bort när du skickar: %{names}. Vill du skicka ändå?',
        },
        summary: {
          title: '”Skicka konfiguration” kommer att:',
          name: 'ange namnet på %{smart_count} mediaspelare |||| ange namnet på %{smart_count} mediaspelare',
          loginSet:
            'ange inloggningen (användarnamn och lösenord) på %{smart_count} mediaspelare |||| ange inloggningen (användarnamn och lösenord) på %{smart_count} mediaspelare',
          loginRemove:
            'ta bort inloggningen från %{smart_count} mediaspelare |||| ta bort inloggningen från %{smart_count} mediaspelare',
          derive:
            'byta enhetens lösenord på %{smart_count} mediaspelare till konsolens eget lösenord (QBIC-säkerheten är på) |||| byta enhetens lösenord på %{smart_count} mediaspelare till konsolens eget lösenord (QBIC-säkerheten är på)',
          reset:
            'återställa enhetens lösenord på %{smart_count} mediaspelare till fabrikslösenordet (QBIC-säkerheten är av) |||| återställa enhetens lösenord på %{smart_count} mediaspelare till fabrikslösenordet (QBIC-säkerheten är av)',
          unchanged:
            'lämna %{smart_count} mediaspelare som den är: den stämmer redan med sin rad |||| lämna %{smart_count} mediaspelare som de är: de stämmer redan med sina rader',
          nothing: 'Inget att skicka: alla mediaspelare stämmer redan med sina rader.',
        },
        download: 'Ladda ned masskonfiguration',
        serialNotFound: 'Serienumret finns inte bland mediaspelarna som sökningen hittade',
        serialMissing: 'Serienummer saknas',
        serialRepeated: 'Serienumret ”%{serial}” finns redan på en tidigare rad',
        ipInvalid: 'IP-adressen ”%{ip}” är inte en IPv4-adress',
        nameTooLong: 'Enhetsnamnet är för långt: %{length} tecken, högst %{max}',
        passwordMissing: 'Lösenord saknas: ett användarnamn kräver ett lösenord',
        statusChanged: 'Status ändrad: servern avvisade raden',
        unableToConnect: 'Kan inte ansluta',
        locked: 'Överhoppad: enheten är låst',
        lockedOwn:
          'Överhoppad: låst med ett eget lösenord från den här konsolen. ”Försök igen med de misslyckade” frågar efter det.',
        mismatch: 'En annan mediaspelare svarar på den här IP-adressen (serienumret stämmer inte)',
        unlockFailed: 'Mediaspelarens lösenord kunde inte återställas',
        lockFailed: 'Mediaspelaren kunde inte låsas',
        failed: 'Mediaspelaren avvisade ändringen',
      },
    },
  },
};
