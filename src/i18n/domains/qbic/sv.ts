// Fliken QBIC-enheter: IP-intervall, sökning, spelare, deras åtgärder och enhetsdialogerna.
export default {
  dm: {
    qbic: {
      ok: 'OK',
      ranges: {
        title: 'IP-intervall',
        add: 'Lägg till intervall',
        empty: 'Inga IP-intervall ännu. Lägg till ett för att söka efter mediaspelare i det.',
        name: 'Namn',
        firstIp: 'Första adress',
        lastIp: 'Sista adress',
        addresses: 'Adresser',
        count: 'Intervallet omfattar %{count} adress. |||| Intervallet omfattar %{count} adresser.',
        hint: 'Upp till %{max} adress per intervall, till exempel 192.168.1.10 till 192.168.1.60. |||| Upp till %{max} adresser per intervall, till exempel 192.168.1.10 till 192.168.1.60.',
        edit: 'Redigera intervallet %{name}',
        delete: 'Ta bort intervallet %{name}',
        addTitle: 'Lägg till ett IP-intervall',
        editTitle: 'Redigera IP-intervallet',
        deleteTitle: 'Ta bort IP-intervall',
        deleteContent:
          'Ta bort intervallet %{name}? Mediaspelare som hittats i det står kvar i listan till nästa sökning.',
        errors: {
          name: 'Ange ett namn på 1 till %{max} tecken. |||| Ange ett namn på 1 till %{max} tecken.',
          overlapUnknown: 'Intervallet överlappar ett annat intervall i organisationen.',
        },
      },
      scan: {
        start: 'Sök',
        cancel: 'Avbryt sökningen',
        noRanges: 'Lägg till ett IP-intervall för att söka efter mediaspelare.',
        progress:
          'Genomsökta adresser: %{scanned} av %{total}. %{found} mediaspelare hittad |||| Genomsökta adresser: %{scanned} av %{total}. %{found} mediaspelare hittade',
        done: 'Sökningen är klar: %{found} mediaspelare hittad (genomsökta adresser: %{total}). |||| Sökningen är klar: %{found} mediaspelare hittade (genomsökta adresser: %{total}).',
        cancelled:
          'Sökningen avbröts (genomsökta adresser: %{scanned} av %{total}): %{found} mediaspelare hittad. |||| Sökningen avbröts (genomsökta adresser: %{scanned} av %{total}): %{found} mediaspelare hittade.',
        silent: 'Svarar inte: %{players}. |||| Svarar inte (%{smart_count} mediaspelare): %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: '%{smart_count} till |||| %{smart_count} till',
        scheduledOff:
          'Avstängd enligt schema: %{players}. |||| Avstängda enligt schema (%{smart_count} mediaspelare): %{players}.',
        invalidRanges: 'IP-intervallen är ogiltiga. Rätta dem och sök igen.',
      },
      status: {
        notAnsweringSince: 'Har inte svarat sedan %{time}',
        offBySchedule: 'Avstängd enligt schema till %{time}',
        unchecked: 'Inte kontrollerad än',
        lastSeen: 'Senast sedd %{time}',
        live: 'Online',
        locked: 'Låst',
        offline: 'Offline',
        restarting: 'Startar om…',
      },
      history: {
        title: 'Historik för %{name}',
        empty: 'Aktivitetsloggen innehåller inget om den här mediaspelaren ännu.',
        all: 'Öppna i aktivitetsloggen',
      },
      players: {
        title: 'Mediaspelare',
        empty: 'Inga mediaspelare ännu. Sök igenom IP-intervallen för att hitta dem.',
        selectAll: 'Välj alla mediaspelare',
        select: 'Välj %{name}',
        protected: 'Skyddad',
        notProtected: 'Fabrikslösenord',
        miniDisplay: 'Mini Display',
        columns: {
          status: 'Status',
          name: 'Namn',
          model: 'Modell',
          serial: 'Serienummer',
          ip: 'IP-adress',
          password: 'Lösenord',
          firmware: 'Firmware',
          app: 'Appversion',
          screenshot: 'Skärmbild',
        },
      },
      screenshot: {
        take: 'Ta en skärmbild av %{name}',
        open: 'Öppna skärmbilden av %{name}',
      },
      bar: {
        label: 'Åtgärder för de valda mediaspelarna',
        selected: '%{count} mediaspelare vald |||| %{count} mediaspelare valda',
        clear: 'Rensa urvalet',
        unlock: 'Lås upp',
        lock: 'Lås',
        reboot: 'Starta om',
        progress: {
          unlock: 'Återställer lösenord, klara: %{done} av %{total}',
          lock: 'Låser mediaspelare, klara: %{done} av %{total}',
          reboot: 'Startar om mediaspelare, klara: %{done} av %{total}',
        },
      },
      report: {
        title: {
          unlock: 'Resultat av upplåsningen',
          lock: 'Resultat av låsningen',
          reboot: 'Resultat av omstarten',
        },
        summary: 'Lyckades: %{succeeded}. Misslyckades: %{failed}.',
        result: 'Resultat',
        done: 'Klart',
      },
      prompt: {
        heading: 'Lås upp QBIC-enhet',
        message:
          'Enheten %{name} (serienummer %{serial}, adress %{ip}) godtog inget av de kända lösenorden. Ange enhetens lösenord för att fortsätta.',
        password: 'Enhetens lösenord',
        message_own:
          'Enheten %{name} (serienummer %{serial}, adress %{ip}) har ett eget lösenord från den här konsolen. Ange det för att fortsätta.',
        wrong: 'Fel lösenord: enheten godtog det inte. Ange det igen.',
      },
      offline: {
        title: 'Offline eller startar om',
        message:
          'Enheten %{name} (%{ip}) svarar inte. Kontrollera att den är påslagen och ansluten till nätverket och sök sedan igen.',
      },
      security: {
        title: 'Låsning är inte möjlig',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Ange en IPv4-adress, till exempel 192.168.1.10.',
          firstAfterLast: 'Den första adressen får inte komma efter den sista.',
          tooManyAddresses:
            'Ett intervall får omfatta högst %{max} adress. |||| Ett intervall får omfatta högst %{max} adresser.',
          overlap: 'Intervallet överlappar intervallet %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          'QBIC-säkerheten är avstängd för den här organisationen, så mediaspelare kan inte låsas med organisationens lösenord. En administratör kan slå på den i kioskinställningarna.',
        DEVICE_REQUEST_FAILED: 'Enheten avvisade begäran.',
        90001: 'En IP-adress i intervallet är ogiltig.',
        90002: 'Intervallets första adress kommer efter den sista.',
        90003: 'Intervallet omfattar för många adresser.',
        90004: 'Intervallet överlappar ett annat intervall i organisationen.',
      },
    },
  },
};
