// Fanen QBIC-enheder: IP-intervaller, søgning, afspillere, deres handlinger og enhedsdialogerne.
export default {
  dm: {
    qbic: {
      ok: 'OK',
      ranges: {
        title: 'IP-intervaller',
        add: 'Tilføj interval',
        empty: 'Ingen IP-intervaller endnu. Tilføj et for at søge efter afspillere i det.',
        name: 'Navn',
        firstIp: 'Første adresse',
        lastIp: 'Sidste adresse',
        addresses: 'Adresser',
        count: 'Intervallet omfatter %{count} adresse. |||| Intervallet omfatter %{count} adresser.',
        hint: 'Op til %{max} adresse pr. interval, for eksempel 192.168.1.10 til 192.168.1.60. |||| Op til %{max} adresser pr. interval, for eksempel 192.168.1.10 til 192.168.1.60.',
        edit: 'Rediger intervallet %{name}',
        delete: 'Slet intervallet %{name}',
        addTitle: 'Tilføj et IP-interval',
        editTitle: 'Rediger IP-intervallet',
        deleteTitle: 'Slet IP-interval',
        deleteContent:
          'Slet intervallet %{name}? Afspillere, der er fundet i det, bliver på listen indtil næste søgning.',
        errors: {
          name: 'Angiv et navn på 1 til %{max} tegn. |||| Angiv et navn på 1 til %{max} tegn.',
          overlapUnknown: 'Intervallet overlapper et andet interval i organisationen.',
        },
      },
      scan: {
        start: 'Søg',
        cancel: 'Annuller søgningen',
        noRanges: 'Tilføj et IP-interval for at søge efter afspillere.',
        progress:
          'Gennemsøgte adresser: %{scanned} af %{total}. %{found} afspiller fundet |||| Gennemsøgte adresser: %{scanned} af %{total}. %{found} afspillere fundet',
        done: 'Søgningen er færdig: %{found} afspiller fundet (gennemsøgte adresser: %{total}). |||| Søgningen er færdig: %{found} afspillere fundet (gennemsøgte adresser: %{total}).',
        cancelled:
          'Søgningen blev annulleret (gennemsøgte adresser: %{scanned} af %{total}): %{found} afspiller fundet. |||| Søgningen blev annulleret (gennemsøgte adresser: %{scanned} af %{total}): %{found} afspillere fundet.',
        silent: 'Svarer ikke: %{players}. |||| Svarer ikke (%{smart_count} afspillere): %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: '%{smart_count} mere |||| %{smart_count} mere',
        scheduledOff:
          'Slukket efter tidsplan: %{players}. |||| Slukket efter tidsplan (%{smart_count} afspillere): %{players}.',
        invalidRanges: 'IP-intervallerne er ugyldige. Ret dem, og søg igen.',
      },
      status: {
        notAnsweringSince: 'Har ikke svaret siden %{time}',
        offBySchedule: 'Slukket efter tidsplan indtil %{time}',
        unchecked: 'Ikke kontrolleret endnu',
        lastSeen: 'Sidst set %{time}',
        live: 'Online',
        locked: 'Låst',
        offline: 'Offline',
        restarting: 'Genstarter…',
      },
      history: {
        title: 'Historik for %{name}',
        empty: 'Aktivitetsloggen indeholder endnu intet om denne afspiller.',
        all: 'Åbn i aktivitetsloggen',
      },
      players: {
        title: 'Afspillere',
        empty: 'Ingen afspillere endnu. Søg i IP-intervallerne for at finde dem.',
        selectAll: 'Vælg alle afspillere',
        select: 'Vælg %{name}',
        protected: 'Beskyttet',
        notProtected: 'Fabriksadgangskode',
        miniDisplay: 'Mini Display',
        columns: {
          status: 'Status',
          name: 'Navn',
          model: 'Model',
          serial: 'Serienummer',
          ip: 'IP-adresse',
          password: 'Adgangskode',
          firmware: 'Firmware',
          app: 'Appversion',
          screenshot: 'Skærmbillede',
        },
      },
      screenshot: {
        take: 'Tag et skærmbillede af %{name}',
        open: 'Åbn skærmbilledet af %{name}',
      },
      bar: {
        label: 'Handlinger for de valgte afspillere',
        selected: '%{count} afspiller valgt |||| %{count} afspillere valgt',
        clear: 'Ryd valget',
        unlock: 'Lås op',
        lock: 'Lås',
        reboot: 'Genstart',
        progress: {
          unlock: 'Nulstiller adgangskoder, færdige: %{done} af %{total}',
          lock: 'Låser afspillere, færdige: %{done} af %{total}',
          reboot: 'Genstarter afspillere, færdige: %{done} af %{total}',
        },
      },
      report: {
        title: {
          unlock: 'Resultat af oplåsningen',
          lock: 'Resultat af låsningen',
          reboot: 'Resultat af genstarten',
        },
        summary: 'Lykkedes: %{succeeded}. Mislykkedes: %{failed}.',
        result: 'Resultat',
        done: 'Færdig',
      },
      prompt: {
        heading: 'Lås QBIC-enhed op',
        message:
          'Enheden %{name} (serienummer %{serial}, adresse %{ip}) accepterede ingen af de kendte adgangskoder. Angiv enhedens adgangskode for at fortsætte.',
        password: 'Enhedens adgangskode',
        message_own:
          'Enheden %{name} (serienummer %{serial}, adresse %{ip}) har sin egen adgangskode fra denne konsol. Angiv den for at fortsætte.',
        wrong: 'Forkert adgangskode: enheden accepterede den ikke. Angiv den igen.',
      },
      offline: {
        title: 'Offline eller genstarter',
        message:
          'Enheden %{name} (%{ip}) svarer ikke. Kontroller, at den er tændt og forbundet til netværket, og søg derefter igen.',
      },
      security: {
        title: 'Låsning er ikke mulig',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Angiv en IPv4-adresse, for eksempel 192.168.1.10.',
          firstAfterLast: 'Den første adresse må ikke komme efter den sidste.',
          tooManyAddresses:
            'Et interval må højst omfatte %{max} adresse. |||| Et interval må højst omfatte %{max} adresser.',
          overlap: 'Intervallet overlapper intervallet %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          'QBIC-sikkerheden er slået fra for denne organisation, så afspillerne kan ikke låses med organisationens adgangskode. En administrator kan slå den til i kioskindstillingerne.',
        DEVICE_REQUEST_FAILED: 'Enheden afviste anmodningen.',
        90001: 'En IP-adresse i intervallet er ugyldig.',
        90002: 'Intervallets første adresse kommer efter den sidste.',
        90003: 'Intervallet omfatter for mange adresser.',
        90004: 'Intervallet overlapper et andet interval i organisationen.',
      },
    },
  },
};
