// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Workplace-inställningar',
        preview: 'Förhandsgranskning av konfigurationen',
        previewHelp:
          'Med förhandsgranskning på ser bara de användare som väljs här en publicerad förhandsgranskning av Workplace-konfigurationen, tills den sparas eller förkastas.',
        search: 'Användare för förhandsgranskning',
        searchHelp:
          'Sök på namn, användar-ID eller e-post (minst 3 tecken). Med Enter lägger du till inskrivna användar-ID:n eller e-postadresser.',
        users: 'Valda användare för förhandsgranskning',
        saving: 'Sparar…',
        message_no_users_found: 'Inga användare hittades',
        message_too_many_users: 'För många användare matchar. Förfina sökningen',
        errors: {
          invalidUser: 'De här posterna är inte användare i den här organisationen: rätta eller ta bort dem.',
          minimumUsers: 'Välj minst en användare, eller stäng av förhandsgranskningen.',
          pendingUser: 'Lägg till den inskrivna användaren, eller töm fältet.',
        },
      },
      validation: {
        title: 'Konfigurationen kan inte sparas ännu',
      },
      errors: {
        error_missing_brand_dark_logo: 'Välj en varumärkeslogotyp för mörkt läge.',
        error_missing_brand_light_logo: 'Välj en varumärkeslogotyp för ljust läge.',
        error_missing_dark_logo: 'Välj en logotyp för det mörka temat.',
        error_missing_light_logo: 'Välj en logotyp för det ljusa temat.',
        error_missing_floorplan_views:
          'Välj minst en tillgänglig planritningsvy, eller stäng av planritningsvyer.',
        error_missing_brand_name: 'Skriv varumärkestexten.',
        error_brand_name_length_constraint: 'Varumärkestexten får ha högst 15 tecken.',
        error_incomplete: 'Konfigurationen är ofullständig. Läs in den igen och försök på nytt.',
        label_error: 'Fel',
        error_config_already_modified:
          'Någon annan har ändrat Workplace-konfigurationen under tiden. Den läses in igen med deras ändringar. Gör sedan om dina ändringar.',
        error_saving_workplace_config:
          'Workplace-konfigurationen kunde inte sparas. Dina ändringar finns kvar. Försök igen.',
      },
      discard: {
        title: 'Förkasta ändringarna?',
        message:
          'Den publicerade förhandsgranskningen och alla osparade ändringar förkastas, och den aktiva konfigurationen läses in igen.',
      },
      leave: {
        title: 'Lämna utan att spara?',
        message: 'Workplace-konfigurationen har osparade ändringar. De går förlorade om du lämnar.',
      },
      sheet: {
        label: 'Åtgärder för Workplace-konfigurationen',
        changes: 'Vad som ändras',
        inPreview: 'I förhandsgranskningen, inte sparat ännu',
        uploading: 'Laddar upp logotyper… %{percent} %',
        saving: 'Sparar…',
        previewing: 'Publicerar förhandsgranskningen…',
        discarding: 'Förkastar…',
        saved: 'Sparad',
        previewed: 'Förhandsgranskning publicerad',
        unsaved: 'Osparade ändringar',
        discard: 'Förkasta',
        save: 'Spara',
        preview: 'Förhandsgranska',
        previewMode:
          'Förhandsgranskning är på: publicera en förhandsgranskning för de valda användarna innan du sparar.',
        previewPushed:
          'Konfigurationen är i förhandsgranskningsläge: de valda användarna ser den. Spara den för alla, eller förkasta den.',
      },
      fields: {
        accentColor: 'Accentfärg',
        brandingType: 'Varumärke',
        themeLogoType: 'Temalogotyp',
        brandingText: 'Varumärkestext',
        useSameBrandingLogo: 'En varumärkeslogotyp för mörkt och ljust',
        useSameLogo: 'En temalogotyp för mörkt och ljust',
        brandingDarkLogo: 'Varumärkeslogotyp (mörk)',
        brandingLogo: 'Varumärkeslogotyp (mörk och ljus)',
        themeLogo: 'Temalogotyp (mörk och ljus)',
        brandingLightLogo: 'Varumärkeslogotyp (ljus)',
        darkThemeLogoURL: 'Temalogotyp (mörk)',
        lightThemeLogoURL: 'Temalogotyp (ljus)',
        floorplanViews: 'Visa planritningsvyer',
        availableViews: 'Tillgängliga vyer',
        selectedFloorplanViews: 'Valda vyer',
        equipmentAndServices: 'Utrustning och tjänster',
        recurrence: 'Återkommande bokningar',
        bookTicket: 'Boka biljett',
        request: 'Förfrågningar',
        feedbackTile: 'Feedbackruta',
        bookingOffHours: 'Bokning utanför kontorstid',
        ticketingConfiguration: 'Biljettförsäljning',
        touchFreeKiosk: 'Beröringsfri kiosk',
        confidential: 'Konfidentiella bokningar',
      },
      values: {
        text: 'Text',
        logo: 'Logotyp',
        on: 'på',
        off: 'av',
      },
      theme: {
        noLogo: 'Ingen logotyp',
        logoUrl: 'Logotypens adress',
        logoBlocked:
          'Den här konsolens säkerhetspolicy blockerar bilder från %{origin}, så logotypen kan inte visas här',
        chooseFile: 'Välj fil',
        chooseFileFor: 'Välj fil: %{logo}',
        removeLogo: 'Ta bort',
        accentHelp: 'En färg som #rrggbb.',
        accentInvalid: 'Ange en färg som #rrggbb, till exempel #1976d2.',
        pickColor: 'Välj accentfärg',
        brandingCount: '%{count} av %{max} tecken |||| %{count} av %{max} tecken',
        logoBoth: 'Logotyp för mörkt och ljust',
        logoDark: 'Logotyp på mörk bakgrund',
        logoLight: 'Logotyp på ljus bakgrund',
      },
      features: {
        floorplan: 'Planritning',
        flags: 'Appens funktioner',
        views: {
          '2d': '2D-plan',
          '3d': '3D-plan',
          list: 'Lista',
        },
      },
      picture: {
        title: 'Workplace-appen',
        light: 'Workplace-appens startskärm i ljust läge',
        dark: 'Workplace-appens startskärm i mörkt läge',
        greeting: 'God morgon',
      },
    },
    errors: {
      code: {
        12403: 'För många användare matchar. Förfina sökningen',
        12409:
          'Någon annan har ändrat Workplace-konfigurationen under tiden. Den läses in igen med deras ändringar. Gör sedan om dina ändringar.',
      },
    },
  },
};
