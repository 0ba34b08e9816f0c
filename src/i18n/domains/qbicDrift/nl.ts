export default {
  dm: {
    qbicDrift: {
      open: 'Afwijkingen controleren',
      title: 'Afwijkingen ten opzichte van een referentie',
      baseline: 'Referentiemediaspeler',
      intro: {
        player:
          'De geselecteerde mediaspelers worden gelezen en vergeleken met de instellingen van de referentiemediaspeler.',
        saved: 'De geselecteerde mediaspelers worden gelezen en vergeleken met de opgeslagen referentie.',
        sheet:
          'De geselecteerde mediaspelers worden gelezen en elk wordt vergeleken met zijn eigen rij in het laatst verzonden werkblad voor bulkconfiguratie.',
      },
      check: 'Controleren',
      check_again: 'Opnieuw controleren',
      reading: 'Gelezen mediaspelers: %{done} van %{total}',
      baseline_unreadable: 'De referentiemediaspeler kon niet worden gelezen: %{reason}',
      summary: 'Afwijkend: %{drifted} · Gelijk: %{matching} · Niet leesbaar: %{unreadable}',
      clean: 'Elke leesbare mediaspeler komt overeen met de referentie.',
      columns: { field: 'Instelling', baseline: 'Referentie', player: 'Deze mediaspeler' },
      unreadable: 'Niet leesbaar',
      apply: 'Referentie toepassen op deze mediaspelers',
      not_applied: 'Getoond, niet toegepast: %{fields}',
      versions:
        'Versies worden geïnstalleerd met “Een update uitrollen”. Het toepassen van de referentie verandert ze niet.',
      /** The confirm of Apply: per player what is written and what is not, and why (issue 38). */
      confirm: {
        title: 'Referentie toepassen?',
        intro: 'Alleen wat afwijkt wordt geschreven, en alleen op de mediaspelers waar het afwijkt.',
        written: 'Wordt geschreven',
        change: '%{field}: %{from} → %{to}',
        not_written: 'Wordt niet geschreven',
        version: 'wordt geïnstalleerd met “Een update uitrollen”',
        login: 'wordt ingesteld met het mediaspelerblad (het wachtwoord wordt nooit teruggelezen)',
        other: 'geen instelling die de referentie kan schrijven',
        mini_display:
          'een Mini Display wordt alleen geconfigureerd, nooit samen met andere mediaspelers: controleer het apart om de referentie toe te passen',
        accept: 'Schrijven naar %{smart_count} mediaspeler |||| Schrijven naar %{smart_count} mediaspelers',
      },
      password_set: 'Ingesteld',
      source: {
        label: 'Referentie',
        player: 'Een gekozen mediaspeler',
        saved: 'Een opgeslagen referentie',
        sheet: 'Het laatst verzonden werkblad voor bulkconfiguratie',
      },
      saved: {
        label: 'Opgeslagen referentie',
        option: '%{name} (van %{player})',
        none: 'Er is nog geen referentie opgeslagen. Kies een mediaspeler als referentie en sla die op.',
        save_player: 'Opslaan als referentie…',
        save_title: 'Instellingen van de referentiemediaspeler opslaan',
        rename_title: 'Referentie hernoemen',
        name: 'Naam',
        name_empty: 'Een naam is verplicht.',
        name_tooLong: 'Maximaal %{max} teken |||| Maximaal %{max} tekens',
        name_taken: 'Er bestaat al een referentie met deze naam.',
        overwrite_question:
          'Er bestaat al een referentie met de naam “%{name}”. Wilt u die overschrijven met de huidige instellingen van deze mediaspeler?',
        overwrite: 'Overschrijven',
        rename: 'Hernoemen',
        delete: 'Verwijderen',
        delete_title: 'Referentie “%{name}” verwijderen?',
        delete_message:
          'De opgeslagen referentie “%{name}” wordt verwijderd voor alle beheerders van de tenant.',
      },
      sheet: {
        none: 'Er is nog geen werkblad voor bulkconfiguratie verzonden: upload eerst een werkblad met mediaspelers en verzend het.',
        summary:
          'Verzonden op %{when} door %{who}: %{smart_count} mediaspeler |||| Verzonden op %{when} door %{who}: %{smart_count} mediaspelers',
        not_in_sheet: 'Niet in het laatste werkblad',
        not_recorded:
          'De verzending wordt niet bewaard als laatst verzonden werkblad voor bulkconfiguratie: %{reason}',
      },
      fields: {
        player_name: 'Apparaatnaam',
        play_group: 'Apparaatgroep',
        smil_content_url: 'Inhouds-URL',
        app_ota_xml_url: 'XML-URL voor app-updates',
        ota_xml_url: 'Firmware-XML-URL',
        schedule_reboot_mode: 'Aan/uit-schema',
        reboot_time: 'Dagelijks herstarten om',
        schedule_on_time: 'Aanzetten om',
        schedule_off_time: 'Uitzetten om',
        is_reboot_optimized: 'Geoptimaliseerde herstart',
        volume_stream_music: 'Toetsenvolume',
        volume_stream_notification: 'Meldingsvolume',
        volume_stream_alarm: 'Alarmvolume',
        volume_stream_system: 'Systeemvolume',
        app_version: 'App-versie',
        firmware_version: 'Firmwareversie',
        login_username: 'Gebruikersnaam voor aanmelding',
        login_password: 'Wachtwoord voor aanmelding',
      },
    },
  },
};
