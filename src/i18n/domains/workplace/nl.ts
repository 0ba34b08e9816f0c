// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Workplace-instellingen',
        preview: 'Voorbeeldconfiguratie',
        previewHelp:
          'Als het voorbeeld aanstaat, zien alleen de hier gekozen gebruikers een gepubliceerd voorbeeld van de Workplace-configuratie, tot het wordt opgeslagen of weggegooid.',
        search: 'Voorbeeldgebruikers',
        searchHelp:
          'Zoek op naam, gebruikers-ID of e-mail (minstens 3 tekens); Enter voegt getypte gebruikers-ID’s of e-mailadressen toe.',
        users: 'Gekozen voorbeeldgebruikers',
        saving: 'Bezig met opslaan…',
        message_no_users_found: 'Geen gebruikers gevonden',
        message_too_many_users: 'Te veel gebruikers gevonden; verfijn de zoekopdracht',
        errors: {
          invalidUser:
            'Deze gebruikers-ID’s of e-mailadressen horen bij geen enkele gebruiker van deze tenant: corrigeer of verwijder ze.',
          minimumUsers: 'Kies minstens één gebruiker, of zet de voorbeeldconfiguratie uit.',
          pendingUser: 'Voeg de getypte gebruiker toe, of maak het veld leeg.',
        },
      },
      validation: {
        title: 'De configuratie kan nog niet worden opgeslagen',
      },
      errors: {
        error_missing_brand_dark_logo: 'Kies een merklogo voor de donkere modus.',
        error_missing_brand_light_logo: 'Kies een merklogo voor de lichte modus.',
        error_missing_dark_logo: 'Kies een logo voor het donkere thema.',
        error_missing_light_logo: 'Kies een logo voor het lichte thema.',
        error_missing_floorplan_views:
          'Kies minstens één beschikbare plattegrondweergave, of zet plattegrondweergaven uit.',
        error_missing_brand_name: 'Voer de merktekst in.',
        error_brand_name_length_constraint: 'De merktekst mag maximaal 15 tekens hebben.',
        error_incomplete: 'De configuratie is onvolledig; laad die opnieuw en probeer het nog eens.',
        label_error: 'Fout',
        error_config_already_modified:
          'Iemand anders heeft de Workplace-configuratie intussen gewijzigd. Ze wordt opnieuw geladen met die wijzigingen; breng daarna uw eigen wijzigingen opnieuw aan.',
        error_saving_workplace_config:
          'De Workplace-configuratie kon niet worden opgeslagen. Uw wijzigingen blijven behouden; probeer het opnieuw.',
      },
      discard: {
        title: 'Wijzigingen weggooien?',
        message:
          'Het gepubliceerde voorbeeld en alle niet-opgeslagen wijzigingen worden weggegooid, en de actieve configuratie wordt opnieuw geladen.',
      },
      leave: {
        title: 'Pagina verlaten zonder op te slaan?',
        message:
          'De Workplace-configuratie bevat wijzigingen die niet zijn opgeslagen. Die gaan verloren als u de pagina verlaat.',
      },
      sheet: {
        label: 'Acties van de Workplace-configuratie',
        changes: 'Wat er verandert',
        inPreview: 'In het voorbeeld, nog niet opgeslagen',
        uploading: 'Logo’s worden geüpload… %{percent}%',
        saving: 'Bezig met opslaan…',
        previewing: 'Voorbeeld wordt gepubliceerd…',
        discarding: 'Bezig met weggooien…',
        saved: 'Opgeslagen',
        previewed: 'Voorbeeld gepubliceerd',
        unsaved: 'Niet-opgeslagen wijzigingen',
        discard: 'Weggooien',
        save: 'Opslaan',
        preview: 'Voorbeeld',
        previewMode:
          'De voorbeeldconfiguratie staat aan: publiceer een voorbeeld voor de gekozen gebruikers voordat u opslaat.',
        previewPushed:
          'De configuratie staat in voorbeeldmodus: de gekozen gebruikers zien die. Sla de configuratie op voor iedereen of gooi die weg.',
      },
      fields: {
        accentColor: 'Accentkleur',
        brandingType: 'Merk',
        themeLogoType: 'Themalogo',
        brandingText: 'Merktekst',
        useSameBrandingLogo: 'Eén merklogo voor donker en licht',
        useSameLogo: 'Eén themalogo voor donker en licht',
        brandingDarkLogo: 'Merklogo (donker)',
        brandingLogo: 'Merklogo (donker en licht)',
        themeLogo: 'Themalogo (donker en licht)',
        brandingLightLogo: 'Merklogo (licht)',
        darkThemeLogoURL: 'Themalogo (donker)',
        lightThemeLogoURL: 'Themalogo (licht)',
        floorplanViews: 'Plattegrondweergaven raadplegen',
        availableViews: 'Beschikbare weergaven',
        selectedFloorplanViews: 'Gekozen weergaven',
        equipmentAndServices: 'Faciliteiten en diensten',
        recurrence: 'Terugkerende boekingen',
        bookTicket: 'Ticket boeken',
        request: 'Verzoeken',
        feedbackTile: 'Feedbacktegel',
        bookingOffHours: 'Boeken buiten kantooruren',
        ticketingConfiguration: 'Kaartverkoop',
        touchFreeKiosk: 'Aanraakvrije kiosk',
        confidential: 'Vertrouwelijke boekingen',
      },
      values: {
        text: 'Tekst',
        logo: 'Logo',
        on: 'aan',
        off: 'uit',
      },
      theme: {
        noLogo: 'Geen logo',
        logoUrl: 'Logo-adres',
        logoBlocked:
          'Het beveiligingsbeleid van deze console blokkeert afbeeldingen van %{origin}, daarom kan het logo hier niet worden getoond',
        chooseFile: 'Bestand kiezen',
        chooseFileFor: 'Bestand kiezen: %{logo}',
        removeLogo: 'Verwijderen',
        accentHelp: 'Een kleur als #rrggbb.',
        accentInvalid: 'Voer een kleur in als #rrggbb, bijvoorbeeld #1976d2.',
        pickColor: 'Accentkleur kiezen',
        brandingCount: '%{count} van %{max} teken |||| %{count} van %{max} tekens',
        logoBoth: 'Logo voor donker en licht',
        logoDark: 'Logo op een donkere achtergrond',
        logoLight: 'Logo op een lichte achtergrond',
      },
      features: {
        floorplan: 'Plattegrond',
        flags: 'Functies van de app',
        views: {
          '2d': '2D-plan',
          '3d': '3D-plan',
          list: 'Lijst',
        },
      },
      picture: {
        title: 'De Workplace-app',
        light: 'Startscherm van de Workplace-app in lichte modus',
        dark: 'Startscherm van de Workplace-app in donkere modus',
        greeting: 'Goedemorgen',
      },
    },
    errors: {
      code: {
        12403: 'Te veel gebruikers gevonden; verfijn de zoekopdracht',
        12409:
          'Iemand anders heeft de Workplace-configuratie intussen gewijzigd. Ze wordt opnieuw geladen met die wijzigingen; breng daarna uw eigen wijzigingen opnieuw aan.',
      },
    },
  },
};
