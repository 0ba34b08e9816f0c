export default {
  dm: {
    looks: {
      display_type: 'Type display',
      create_title: { profiles: 'Profiel aanmaken', themes: 'Thema aanmaken' },
      unused: 'Niet in gebruik',
      used_by_count: '%{smart_count} apparaat |||| %{smart_count} apparaten',
      validation: {
        required: 'Verplicht',
        too_long: 'Maximale lengte: %{max}',
        not_a_choice: 'Kies een van de opties',
        not_a_flag: 'Kies aan of uit',
        not_a_whole_number: 'Voer een geheel getal in',
        out_of_range: 'Voer een getal van %{min} tot %{max} in',
        not_a_color: 'Voer een kleur in zoals #1a2b3c',
        logo_type: 'Kies een PNG-, JPEG-, WebP- of SVG-afbeelding',
        logo_too_large: 'De afbeelding is %{size} kB; de limiet is %{max} kB. Kies een kleinere afbeelding.',
        logo_not_image:
          'Dit bestand is geen afbeelding: de inhoud is geen PNG, JPEG, WebP of SVG, ongeacht de bestandsnaam',
        logo_unreadable: 'Dit bestand kan niet als afbeelding worden gelezen',
        type_fixed: 'Het type display kan niet worden gewijzigd',
      },
      conflict: {
        title: 'Iemand anders heeft een nieuwere versie opgeslagen',
        saved_by:
          '%{name} heeft versie %{version} op %{date} opgeslagen terwijl u aan het bewerken was. Uw wijzigingen zijn nog niet opgeslagen.',
        saved:
          'Versie %{version} is op %{date} opgeslagen terwijl u aan het bewerken was. Uw wijzigingen zijn nog niet opgeslagen.',
        field: 'Instelling',
        mine: 'Uw versie',
        newer: 'Nieuwere versie',
        changed_by: {
          you: 'Door u gewijzigd',
          them: 'Door de ander gewijzigd',
          both: 'Door beiden gewijzigd',
        },
        same: 'De nieuwere versie heeft dezelfde waarden als uw formulier.',
        use_newer: 'Nieuwere versie gebruiken',
        keep_mine: 'Mijn wijzigingen behouden',
        kept: 'Uw wijzigingen blijven behouden, samen met de wijzigingen van de ander aan de overige instellingen. Sla op om het resultaat te bewaren.',
      },
    },
    themes: {
      choices: {
        mode: {
          dark: 'Donker',
          light: 'Licht',
          brandDark: 'Donker (merkkleuren)',
          brandLight: 'Licht (merkkleuren)',
        },
        logoType: { text: 'Tekst', image: 'Afbeelding' },
      },
      logo: {
        choose: 'Afbeelding kiezen',
        replace: 'Afbeelding vervangen',
        remove: 'Verwijderen',
        none: 'Nog geen afbeelding',
        hint: 'PNG, JPEG, WebP of SVG, maximaal %{max}',
        text_hint: 'Maximaal %{max} teken |||| Maximaal %{max} tekens',
      },
      preview: {
        title: 'Voorbeeld',
        room: 'Directiekamer',
        available: 'Beschikbaar',
        next: 'Hierna: teamoverleg om 10:00',
        book_now: 'Nu boeken',
      },
      pick_color: 'Kleur kiezen',
    },
    profiles: {
      choices: { clockFormat: { '12h': '12-uursklok (2:30 PM)', '24h': '24-uursklok (14:30)' } },
      sections: {
        general: 'Algemeen',
        meetings: 'Vergaderingen',
        booking: 'Boeken',
        room: 'In de ruimte',
        screen: 'Scherm',
      },
      after_minutes: 'Na %{smart_count} minuut |||| Na %{smart_count} minuten',
      off: 'Uit',
    },
    errors: {
      code: {
        60013:
          'Dit thema wordt door apparaten gebruikt. Geef die apparaten eerst een ander thema en verwijder het daarna.',
        70011:
          'Dit profiel wordt door apparaten gebruikt. Geef die apparaten eerst een ander profiel en verwijder het daarna.',
      },
    },
  },
  resources: {
    themes: {
      name: 'Thema |||| Thema’s',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'thema',
      notifications: {
        created: 'Thema aangemaakt',
        updated: 'Thema opgeslagen',
        deleted: 'Thema verwijderd',
      },
      fields: {
        name: 'Label',
        type: 'Type display',
        mode: 'Modus',
        accentColor: 'Accentkleur',
        logoType: 'Logo',
        logoText: 'Logotekst',
        logoUrl: 'Logoafbeelding',
        usedBy: 'Gebruikt door',
        modifiedDate: 'Laatst gewijzigd',
        modifiedBy: 'Gewijzigd door',
        version: 'Versie',
      },
    },
    profiles: {
      name: 'Profiel |||| Profielen',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'profiel',
      notifications: {
        created: 'Profiel aangemaakt',
        updated: 'Profiel opgeslagen',
        deleted: 'Profiel verwijderd',
      },
      fields: {
        name: 'Naam',
        description: 'Beschrijving',
        type: 'Type display',
        language: 'Schermtaal',
        clockFormat: 'Klok',
        showOrganizer: 'Organisator tonen',
        showSubject: 'Onderwerp van de vergadering tonen',
        allowAdHocBooking: 'Direct boeken op het scherm',
        maxBookingMinutes: 'Langste boeking (minuten)',
        allowExtend: 'Lopende vergadering verlengen',
        allowEndEarly: 'Vergadering eerder beëindigen',
        checkInEnabled: 'Om inchecken vragen',
        checkInBeforeMinutes: 'Inchecken mogelijk vanaf (minuten voor de start)',
        checkInAfterMinutes: 'Inchecken mogelijk tot (minuten na de start)',
        releaseUnconfirmed: 'Ruimte vrijgeven als niemand incheckt',
        screenSaverEnabled: 'Schermbeveiliging',
        idleMinutes: 'Schermbeveiliging na (minuten inactief)',
        usedBy: 'Gebruikt door',
        modifiedDate: 'Laatst gewijzigd',
        modifiedBy: 'Gewijzigd door',
        version: 'Versie',
      },
    },
  },
};
