// Tabblad QBIC-apparaten: IP-bereiken, zoeken, spelers, hun acties en de apparaatdialogen.
export default {
  dm: {
    qbic: {
      ok: 'OK',
      ranges: {
        title: 'IP-bereiken',
        add: 'Bereik toevoegen',
        empty: 'Nog geen IP-bereiken. Voeg er een toe om er mediaspelers in te zoeken.',
        name: 'Naam',
        firstIp: 'Eerste adres',
        lastIp: 'Laatste adres',
        addresses: 'Adressen',
        count: 'Dit bereik bevat %{count} adres. |||| Dit bereik bevat %{count} adressen.',
        hint: 'Tot %{max} adres per bereik, bijvoorbeeld 192.168.1.10 tot 192.168.1.60. |||| Tot %{max} adressen per bereik, bijvoorbeeld 192.168.1.10 tot 192.168.1.60.',
        edit: 'Bereik %{name} bewerken',
        delete: 'Bereik %{name} verwijderen',
        addTitle: 'IP-bereik toevoegen',
        editTitle: 'IP-bereik bewerken',
        deleteTitle: 'IP-bereik verwijderen',
        deleteContent:
          'Bereik %{name} verwijderen? Mediaspelers die erin zijn gevonden, blijven tot de volgende zoekactie in de lijst.',
        errors: {
          name: 'Voer een naam van 1 tot %{max} teken in. |||| Voer een naam van 1 tot %{max} tekens in.',
          overlapUnknown: 'Dit bereik overlapt een ander bereik van de tenant.',
        },
      },
      scan: {
        start: 'Zoeken',
        cancel: 'Zoeken annuleren',
        noRanges: 'Voeg een IP-bereik toe om naar mediaspelers te zoeken.',
        progress:
          'Doorzochte adressen: %{scanned} van %{total}. %{found} mediaspeler gevonden |||| Doorzochte adressen: %{scanned} van %{total}. %{found} mediaspelers gevonden',
        done: 'Zoeken voltooid: %{found} mediaspeler gevonden (doorzochte adressen: %{total}). |||| Zoeken voltooid: %{found} mediaspelers gevonden (doorzochte adressen: %{total}).',
        cancelled:
          'Zoeken geannuleerd (doorzochte adressen: %{scanned} van %{total}): %{found} mediaspeler gevonden. |||| Zoeken geannuleerd (doorzochte adressen: %{scanned} van %{total}): %{found} mediaspelers gevonden.',
        silent: 'Reageert niet: %{players}. |||| Reageren niet (%{smart_count} mediaspelers): %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: 'nog %{smart_count} |||| nog %{smart_count}',
        scheduledOff:
          'Volgens schema uit: %{players}. |||| Volgens schema uit (%{smart_count} mediaspelers): %{players}.',
        invalidRanges: 'De IP-bereiken zijn ongeldig. Corrigeer ze en zoek opnieuw.',
      },
      status: {
        notAnsweringSince: 'Reageert niet meer sinds %{time}',
        offBySchedule: 'Volgens schema uit tot %{time}',
        unchecked: 'Nog niet gecontroleerd',
        lastSeen: 'Laatst gezien op %{time}',
        live: 'Online',
        locked: 'Vergrendeld',
        offline: 'Offline',
        restarting: 'Wordt herstart…',
      },
      history: {
        title: 'Geschiedenis van %{name}',
        empty: 'Het activiteitenlogboek bevat nog niets over deze mediaspeler.',
        all: 'Openen in het activiteitenlogboek',
      },
      players: {
        title: 'Mediaspelers',
        empty: 'Nog geen mediaspelers. Doorzoek de IP-bereiken om ze te vinden.',
        selectAll: 'Alle mediaspelers selecteren',
        select: '%{name} selecteren',
        protected: 'Beveiligd',
        notProtected: 'Fabriekswachtwoord',
        miniDisplay: 'Mini Display',
        columns: {
          status: 'Status',
          name: 'Naam',
          model: 'Model',
          serial: 'Serienummer',
          ip: 'IP-adres',
          password: 'Wachtwoord',
          firmware: 'Firmware',
          app: 'App-versie',
          screenshot: 'Schermafbeelding',
        },
      },
      screenshot: {
        take: 'Een schermafbeelding van %{name} maken',
        open: 'De schermafbeelding van %{name} openen',
      },
      bar: {
        label: 'Acties voor de geselecteerde mediaspelers',
        selected: '%{count} mediaspeler geselecteerd |||| %{count} mediaspelers geselecteerd',
        clear: 'Selectie wissen',
        unlock: 'Ontgrendelen',
        lock: 'Vergrendelen',
        reboot: 'Herstarten',
        progress: {
          unlock: 'Wachtwoorden worden teruggezet, klaar: %{done} van %{total}',
          lock: 'Mediaspelers worden vergrendeld, klaar: %{done} van %{total}',
          reboot: 'Mediaspelers worden herstart, klaar: %{done} van %{total}',
        },
      },
      report: {
        title: {
          unlock: 'Resultaat van het ontgrendelen',
          lock: 'Resultaat van het vergrendelen',
          reboot: 'Resultaat van het herstarten',
        },
        summary: 'Gelukt: %{succeeded}. Mislukt: %{failed}.',
        result: 'Resultaat',
        done: 'Klaar',
      },
      prompt: {
        heading: 'QBIC-apparaat ontgrendelen',
        message:
          'Het apparaat %{name} (serienummer %{serial}, adres %{ip}) heeft geen van de bekende wachtwoorden geaccepteerd. Voer het wachtwoord in om door te gaan.',
        password: 'Apparaatwachtwoord',
        message_own:
          'Het apparaat %{name} (serienummer %{serial}, adres %{ip}) heeft een eigen wachtwoord dat in deze console is ingesteld. Voer het in om door te gaan.',
        wrong: 'Onjuist wachtwoord: het apparaat heeft het niet geaccepteerd. Voer het opnieuw in.',
      },
      offline: {
        title: 'Offline of wordt herstart',
        message:
          'Het apparaat %{name} (%{ip}) reageert niet. Controleer of het aanstaat en met het netwerk is verbonden, en zoek dan opnieuw.',
      },
      security: {
        title: 'Vergrendelen is niet mogelijk',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Voer een IPv4-adres in, zoals 192.168.1.10.',
          firstAfterLast: 'Het eerste adres mag niet na het laatste komen.',
          tooManyAddresses:
            'Een bereik mag maximaal %{max} adres bevatten. |||| Een bereik mag maximaal %{max} adressen bevatten.',
          overlap: 'Dit bereik overlapt het bereik %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          'QBIC-beveiliging staat uit voor deze tenant, dus mediaspelers kunnen niet met het tenantwachtwoord worden vergrendeld. Een beheerder kan deze in de kioskinstellingen aanzetten.',
        DEVICE_REQUEST_FAILED: 'Het apparaat heeft het verzoek geweigerd.',
        90001: 'Een IP-adres van het bereik is ongeldig.',
        90002: 'Het eerste adres van het bereik komt na het laatste.',
        90003: 'Het bereik bevat te veel adressen.',
        90004: 'Het bereik overlapt een ander bereik van de tenant.',
      },
    },
  },
};
