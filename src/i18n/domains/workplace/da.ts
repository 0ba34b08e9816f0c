// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Workplace-indstillinger',
        preview: 'Forhåndsvisning af konfigurationen',
        previewHelp:
          'Med forhåndsvisning slået til ser kun de brugere, der vælges her, en udgivet forhåndsvisning af Workplace-konfigurationen, indtil den gemmes eller kasseres.',
        search: 'Brugere til forhåndsvisning',
        searchHelp:
          'Søg efter navn, bruger-ID eller e-mail (mindst 3 tegn). Med Enter tilføjer du indtastede bruger-ID’er eller e-mailadresser.',
        users: 'Valgte brugere til forhåndsvisning',
        saving: 'Gemmer…',
        message_no_users_found: 'Ingen brugere fundet',
        message_too_many_users: 'For mange brugere passer til søgningen. Gør den mere præcis',
        errors: {
          invalidUser: 'Disse poster er ikke brugere i denne organisation: ret eller fjern dem.',
          minimumUsers: 'Vælg mindst én bruger, eller slå forhåndsvisningen fra.',
          pendingUser: 'Tilføj den indtastede bruger, eller ryd feltet.',
        },
      },
      validation: {
        title: 'Konfigurationen kan ikke gemmes endnu',
      },
      errors: {
        error_missing_brand_dark_logo: 'Vælg et brandlogo til mørk tilstand.',
        error_missing_brand_light_logo: 'Vælg et brandlogo til lys tilstand.',
        error_missing_dark_logo: 'Vælg et logo til det mørke tema.',
        error_missing_light_logo: 'Vælg et logo til det lyse tema.',
        error_missing_floorplan_views:
          'Vælg mindst én tilgængelig plantegningsvisning, eller slå plantegningsvisninger fra.',
        error_missing_brand_name: 'Skriv brandteksten.',
        error_brand_name_length_constraint: 'Brandteksten må højst have 15 tegn.',
        error_incomplete: 'Konfigurationen er ufuldstændig. Genindlæs den, og prøv igen.',
        label_error: 'Fejl',
        error_config_already_modified:
          'En anden har ændret Workplace-konfigurationen i mellemtiden. Den genindlæses med deres ændringer. Foretag derefter dine ændringer igen.',
        error_saving_workplace_config:
          'Workplace-konfigurationen kunne ikke gemmes. Dine ændringer er bevaret. Prøv igen.',
      },
      discard: {
        title: 'Kasser ændringerne?',
        message:
          'Den udgivne forhåndsvisning og alle ikke-gemte ændringer kasseres, og den aktive konfiguration genindlæses.',
      },
      leave: {
        title: 'Forlad uden at gemme?',
        message: 'Workplace-konfigurationen har ikke-gemte ændringer. De går tabt, hvis du forlader siden.',
      },
      sheet: {
        label: 'Handlinger for Workplace-konfigurationen',
        changes: 'Hvad der ændres',
        inPreview: 'I forhåndsvisningen, endnu ikke gemt',
        uploading: 'Uploader logoer… %{percent} %',
        saving: 'Gemmer…',
        previewing: 'Udgiver forhåndsvisningen…',
        discarding: 'Kasserer…',
        saved: 'Gemt',
        previewed: 'Forhåndsvisning udgivet',
        unsaved: 'Ikke-gemte ændringer',
        discard: 'Kasser',
        save: 'Gem',
        preview: 'Forhåndsvis',
        previewMode:
          'Forhåndsvisning er slået til: udgiv en forhåndsvisning til de valgte brugere, før du gemmer.',
        previewPushed:
          'Konfigurationen er i forhåndsvisningstilstand: de valgte brugere ser den. Gem den for alle, eller kasser den.',
      },
      fields: {
        accentColor: 'Accentfarve',
        brandingType: 'Brand',
        themeLogoType: 'Temalogo',
        brandingText: 'Brandtekst',
        useSameBrandingLogo: 'Ét brandlogo til mørk og lys',
        useSameLogo: 'Ét temalogo til mørk og lys',
        brandingDarkLogo: 'Brandlogo (mørk)',
        brandingLogo: 'Brandlogo (mørk og lys)',
        themeLogo: 'Temalogo (mørk og lys)',
        brandingLightLogo: 'Brandlogo (lys)',
        darkThemeLogoURL: 'Temalogo (mørk)',
        lightThemeLogoURL: 'Temalogo (lys)',
        floorplanViews: 'Se plantegningsvisninger',
        availableViews: 'Tilgængelige visninger',
        selectedFloorplanViews: 'Valgte visninger',
        equipmentAndServices: 'Udstyr og tjenester',
        recurrence: 'Tilbagevendende bookinger',
        bookTicket: 'Book en billet',
        request: 'Anmodninger',
        feedbackTile: 'Feedbackfelt',
        bookingOffHours: 'Booking uden for arbejdstid',
        ticketingConfiguration: 'Billetsalg',
        touchFreeKiosk: 'Berøringsfri kiosk',
        confidential: 'Fortrolige bookinger',
      },
      values: {
        text: 'Tekst',
        logo: 'Logo',
        on: 'til',
        off: 'fra',
      },
      theme: {
        noLogo: 'Intet logo',
        logoUrl: 'Logoets adresse',
        logoBlocked:
          'Denne konsols sikkerhedspolitik blokerer billeder fra %{origin}, så logoet kan ikke vises her',
        chooseFile: 'Vælg fil',
        chooseFileFor: 'Vælg fil: %{logo}',
        removeLogo: 'Fjern',
        accentHelp: 'En farve som #rrggbb.',
        accentInvalid: 'Angiv en farve som #rrggbb, for eksempel #1976d2.',
        pickColor: 'Vælg accentfarve',
        brandingCount: '%{count} af %{max} tegn |||| %{count} af %{max} tegn',
        logoBoth: 'Logo til mørk og lys',
        logoDark: 'Logo på mørk baggrund',
        logoLight: 'Logo på lys baggrund',
      },
      features: {
        floorplan: 'Plantegning',
        flags: 'Appens funktioner',
        views: {
          '2d': '2D-plan',
          '3d': '3D-plan',
          list: 'Liste',
        },
      },
      picture: {
        title: 'Workplace-appen',
        light: 'Workplace-appens startskærm i lys tilstand',
        dark: 'Workplace-appens startskærm i mørk tilstand',
        greeting: 'Godmorgen',
      },
    },
    errors: {
      code: {
        12403: 'For mange brugere passer til søgningen. Gør den mere præcis',
        12409:
          'En anden har ændret Workplace-konfigurationen i mellemtiden. Den genindlæses med deres ændringer. Foretag derefter dine ændringer igen.',
      },
    },
  },
};
