// Der Reiter Geräte: Geräteliste, Zustandsdiagramm, untere Leiste, Screenshots, Konfiguration, Bezeichnung und Gruppe.
export default {
  dm: {
    devicesTab: {
      list: {
        miniDisplayModel: 'Mini Display (%{model})',
        table: 'Geräte',
        search: 'Nach Name, Bezeichnung, Ort, Gruppe, Seriennummer oder IP suchen',
        place: 'Gebäude / Raum oder Standort',
        versions: 'App / Firmware',
        clearFilters: 'Filter zurücksetzen',
        empty: 'Keine Geräte passen zu diesen Filtern.',
        noDevices: 'Es gibt noch keine Geräte.',
        loadError: 'Die Geräte konnten nicht geladen werden.',
        selectRow: '%{name} auswählen',
        selectPage: 'Alle Geräte dieser Seite auswählen',
        pageSelected:
          'Das Gerät auf dieser Seite ist ausgewählt. |||| Alle %{smart_count} Geräte auf dieser Seite sind ausgewählt.',
        selectAllMatching: 'Das passende Gerät auswählen |||| Alle %{number} passenden Geräte auswählen',
        allSelected:
          'Das passende Gerät ist ausgewählt. |||| Alle %{number} passenden Geräte sind ausgewählt.',
        clearSelection: 'Auswahl aufheben',
      },
      chart: {
        title: 'Zustand der Geräte',
        total: '%{number} Gerät |||| %{number} Geräte',
        part: '%{status}: %{number}',
      },
      bar: {
        region: 'Ausgewählte Geräte',
        selected: '%{number} Gerät ausgewählt |||| %{number} Geräte ausgewählt',
        requestScreenshot: 'Screenshot anfordern',
        forceConfigure: 'Konfiguration erzwingen',
        unregister: 'Registrierung aufheben',
        startConfiguration: 'Konfiguration starten',
        labelGroup: 'Bezeichnung und Gruppe',
        close: 'Schließen',
        progress: {
          screenshot: 'Screenshots werden angefordert, erledigt: %{done} von %{total}',
          reload: 'Konfiguration wird erzwungen, erledigt: %{done} von %{total}',
        },
        reloadRequested: 'Das Gerät lädt seine Konfiguration neu.',
      },
      summary: {
        screenshot: 'Screenshot-Anforderungen',
        reload: 'Erzwungene Konfiguration',
        succeeded: 'Erfolgreich: %{number}',
        failed: 'Fehlgeschlagen: %{number}',
        failures: 'Bei diesen Geräten ist ein Fehler aufgetreten:',
        more: 'und %{number} weiteres |||| und %{number} weitere',
      },
      unlink: {
        title: 'Registrierung des Geräts aufheben',
        message:
          'Registrierung von %{name} aufheben? Das Gerät wird samt Konfiguration und Screenshots aus diesem Mandanten entfernt.',
        done: 'Die Registrierung des Geräts wurde aufgehoben.',
        failed: 'Die Registrierung des Geräts konnte nicht aufgehoben werden: %{reason}',
      },
      screenshot: {
        waiting: 'Ein neuer Screenshot wurde angefordert. Er erscheint gleich hier.',
      },
      selectType: {
        title: 'Displaytyp wählen',
        roomEvents: 'Raumdisplay mit Terminansicht',
        roomCalendar: 'Raumdisplay mit Kalenderansicht',
        floor: 'Etagendisplay',
      },
      configure: {
        title: '%{type}: %{name}',
        loading: 'Aktuelle Konfiguration wird geladen…',
        loadError: 'Die Konfiguration konnte nicht geladen werden.',
        lookupError: 'Die Auswahl konnte nicht geladen werden.',
        showNonReservable: 'Nicht buchbare Räume anzeigen',
        duration: 'Anzeigedauer des Startbildschirms',
        noChoices: 'Keine Auswahl vorhanden',
        pickRegionFirst: 'Wählen Sie zuerst eine Region',
        pickBuildingFirst: 'Wählen Sie zuerst ein Gebäude',
        pickFloorsFirst: 'Wählen Sie zuerst Etagen aus',
        missing: 'Fehlende Angaben: %{fields}',
        required: 'Pflichtfeld',
        saved: 'Die Konfiguration wurde gespeichert.',
        view: { EV: 'Terminansicht', CV: 'Kalenderansicht' },
        back: 'Zurück',
      },
      fields: {
        deviceId: 'Geräte-ID',
        region: 'Region',
        room: 'Raum',
        selectedFloors: 'Ausgewählte Etagen',
        defaultFloor: 'Standardetage',
        building: 'Gebäude',
        profile: 'Profil',
        theme: 'Design',
        displayType: 'Displaytyp',
        location: 'Standort',
      },
      labelGroup: {
        title: 'Bezeichnung und Gruppe von %{name}',
        label: 'Bezeichnung',
        labelHint:
          'Der Name, unter dem das Gerät bekannt ist; leer lassen, um den Gerätenamen zu verwenden.',
        group: 'Gruppe',
        groupHint: 'Wählen Sie eine Gruppe oder geben Sie eine neue ein.',
        newGroup: 'Neue Gruppe „%{name}“',
        saved: 'Bezeichnung und Gruppe wurden gespeichert.',
      },
    },
    errors: {
      code: {
        50001: 'Das Gerät ist offline. Versuchen Sie es erneut, wenn es verbunden ist.',
        50002: 'Das Gerät hat noch keine Konfiguration. Starten Sie zuerst eine Konfiguration.',
        50003: 'Das Gerät hat bereits eine Konfiguration. Laden Sie die Seite neu und bearbeiten Sie sie.',
        50004:
          'Jemand anders hat die Konfiguration dieses Geräts geändert, nachdem Sie sie geöffnet haben. Laden Sie sie neu, um die Änderungen zu sehen, und speichern Sie dann erneut.',
      },
    },
  },
};
