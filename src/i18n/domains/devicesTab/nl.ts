// Het tabblad Apparaten: apparatenlijst, gezondheidsgrafiek, onderbalk, schermafbeeldingen, configuratie, label en groep.
export default {
  dm: {
    devicesTab: {
      list: {
        miniDisplayModel: 'Mini Display (%{model})',
        table: 'Apparaten',
        search: 'Zoeken op naam, label, plaats, groep, serienummer of IP',
        place: 'Gebouw / ruimte of locatie',
        versions: 'App / firmware',
        clearFilters: 'Filters wissen',
        empty: 'Geen apparaten voldoen aan deze filters.',
        noDevices: 'Er zijn nog geen apparaten.',
        loadError: 'De apparaten konden niet worden geladen.',
        selectRow: '%{name} selecteren',
        selectPage: 'Alle apparaten op deze pagina selecteren',
        pageSelected:
          'Het apparaat op deze pagina is geselecteerd. |||| Alle %{smart_count} apparaten op deze pagina zijn geselecteerd.',
        selectAllMatching:
          'Het passende apparaat selecteren |||| Alle %{number} passende apparaten selecteren',
        allSelected:
          'Het passende apparaat is geselecteerd. |||| Alle %{number} passende apparaten zijn geselecteerd.',
        clearSelection: 'Selectie wissen',
      },
      chart: {
        title: 'Toestand van de apparaten',
        total: '%{number} apparaat |||| %{number} apparaten',
        part: '%{status}: %{number}',
      },
      bar: {
        region: 'Geselecteerde apparaten',
        selected: '%{number} apparaat geselecteerd |||| %{number} apparaten geselecteerd',
        requestScreenshot: 'Schermafbeelding opvragen',
        forceConfigure: 'Configuratie afdwingen',
        unregister: 'Registratie opheffen',
        startConfiguration: 'Configuratie starten',
        labelGroup: 'Label en groep',
        close: 'Sluiten',
        progress: {
          screenshot: 'Schermafbeeldingen worden opgevraagd, klaar: %{done} van %{total}',
          reload: 'Configuratie wordt afgedwongen, klaar: %{done} van %{total}',
        },
        reloadRequested: 'Het apparaat laadt zijn configuratie opnieuw.',
      },
      summary: {
        screenshot: 'Aanvragen van schermafbeeldingen',
        reload: 'Afgedwongen configuratie',
        succeeded: 'Gelukt: %{number}',
        failed: 'Mislukt: %{number}',
        failures: 'Bij deze apparaten is het mislukt:',
        more: 'en nog %{number} |||| en nog %{number}',
      },
      unlink: {
        title: 'Registratie van apparaat opheffen',
        message:
          'Registratie van %{name} opheffen? Het apparaat wordt samen met zijn configuratie en schermafbeeldingen uit deze tenant verwijderd.',
        done: 'De registratie van het apparaat is opgeheven.',
        failed: 'De registratie van het apparaat kon niet worden opgeheven: %{reason}',
      },
      screenshot: {
        waiting: 'Er is een nieuwe schermafbeelding opgevraagd. Die verschijnt hier zo.',
      },
      selectType: {
        title: 'Type display kiezen',
        roomEvents: 'Ruimtedisplay met afsprakenweergave',
        roomCalendar: 'Ruimtedisplay met agendaweergave',
        floor: 'Verdiepingsdisplay',
      },
      configure: {
        title: '%{type}: %{name}',
        loading: 'De huidige configuratie wordt geladen…',
        loadError: 'De configuratie kon niet worden geladen.',
        lookupError: 'De keuzes konden niet worden geladen.',
        showNonReservable: 'Niet-boekbare ruimtes tonen',
        duration: 'Weergaveduur van het startscherm',
        noChoices: 'Niets om uit te kiezen',
        pickRegionFirst: 'Kies eerst een regio',
        pickBuildingFirst: 'Kies eerst een gebouw',
        pickFloorsFirst: 'Selecteer eerst verdiepingen',
        missing: 'Ontbreekt: %{fields}',
        required: 'Verplicht',
        saved: 'De configuratie is opgeslagen.',
        view: { EV: 'Afsprakenweergave', CV: 'Agendaweergave' },
        back: 'Terug',
      },
      fields: {
        deviceId: 'Apparaat-ID',
        region: 'Regio',
        room: 'Ruimte',
        selectedFloors: 'Geselecteerde verdiepingen',
        defaultFloor: 'Standaardverdieping',
        building: 'Gebouw',
        profile: 'Profiel',
        theme: 'Thema',
        displayType: 'Type display',
        location: 'Locatie',
      },
      labelGroup: {
        title: 'Label en groep van %{name}',
        label: 'Label',
        labelHint: 'De naam waaronder het apparaat bekend is; laat leeg om de apparaatnaam te gebruiken.',
        group: 'Groep',
        groupHint: 'Kies een groep of typ een nieuwe.',
        newGroup: 'Nieuwe groep “%{name}”',
        saved: 'Label en groep zijn opgeslagen.',
      },
    },
    errors: {
      code: {
        50001: 'Het apparaat is offline. Probeer het opnieuw wanneer het verbonden is.',
        50002: 'Het apparaat heeft nog geen configuratie. Start eerst een configuratie.',
        50003: 'Het apparaat heeft al een configuratie. Laad de pagina opnieuw en bewerk die.',
        50004:
          'Iemand anders heeft de configuratie van dit apparaat gewijzigd nadat u die had geopend. Laad die opnieuw om de wijzigingen te zien en sla daarna nogmaals op.',
      },
    },
  },
};
