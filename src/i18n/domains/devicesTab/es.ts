// La pestaña Dispositivos: lista de la flota, gráfico de estado, barra inferior, capturas, configuración, etiqueta y grupo.
export default {
  dm: {
    devicesTab: {
      list: {
        miniDisplayModel: 'Mini Display (%{model})',
        table: 'Dispositivos',
        search: 'Buscar por nombre, etiqueta, lugar, grupo, número de serie o IP',
        place: 'Edificio / sala o ubicación',
        versions: 'Aplicación / firmware',
        clearFilters: 'Borrar filtros',
        empty: 'Ningún dispositivo coincide con estos filtros.',
        noDevices: 'Todavía no hay dispositivos.',
        loadError: 'No se pudieron cargar los dispositivos.',
        selectRow: 'Seleccionar %{name}',
        selectPage: 'Seleccionar todos los dispositivos de esta página',
        pageSelected:
          'El dispositivo de esta página está seleccionado. |||| Los %{smart_count} dispositivos de esta página están seleccionados.',
        selectAllMatching:
          'Seleccionar el dispositivo coincidente |||| Seleccionar los %{number} dispositivos coincidentes',
        allSelected:
          'El dispositivo coincidente está seleccionado. |||| Los %{number} dispositivos coincidentes están seleccionados.',
        clearSelection: 'Borrar la selección',
      },
      chart: {
        title: 'Estado de la flota',
        total: '%{number} dispositivo |||| %{number} dispositivos',
        part: '%{status}: %{number}',
      },
      bar: {
        region: 'Dispositivos seleccionados',
        selected: '%{number} dispositivo seleccionado |||| %{number} dispositivos seleccionados',
        requestScreenshot: 'Solicitar captura de pantalla',
        forceConfigure: 'Forzar configuración',
        unregister: 'Dar de baja',
        startConfiguration: 'Iniciar configuración',
        labelGroup: 'Etiqueta y grupo',
        close: 'Cerrar',
        progress: {
          screenshot: 'Solicitando capturas de pantalla, completadas: %{done} de %{total}',
          reload: 'Forzando la configuración, completados: %{done} de %{total}',
        },
        reloadRequested: 'El dispositivo recargará su configuración.',
      },
      summary: {
        screenshot: 'Solicitudes de captura de pantalla',
        reload: 'Configuración forzada',
        succeeded: 'Correctas: %{number}',
        failed: 'Fallidas: %{number}',
        failures: 'Estos dispositivos fallaron:',
        more: 'y %{number} más |||| y %{number} más',
      },
      unlink: {
        title: 'Dar de baja el dispositivo',
        message:
          '¿Dar de baja %{name}? Se quitará de esta organización junto con su configuración y sus capturas de pantalla.',
        done: 'El dispositivo se ha dado de baja.',
        failed: 'No se pudo dar de baja el dispositivo: %{reason}',
      },
      screenshot: {
        waiting: 'Se ha solicitado una nueva captura de pantalla. Aparecerá aquí en un momento.',
      },
      selectType: {
        title: 'Elegir el tipo de pantalla',
        roomEvents: 'Pantalla de sala con vista de eventos',
        roomCalendar: 'Pantalla de sala con vista de calendario',
        floor: 'Pantalla de planta',
      },
      configure: {
        title: '%{type}: %{name}',
        loading: 'Cargando la configuración actual…',
        loadError: 'No se pudo cargar la configuración.',
        gone: 'Este dispositivo ya no pertenece a esta organización: otra persona lo ha dado de baja después de que usted abriera su configuración. No se ha guardado nada.',
        lookupError: 'No se pudieron cargar las opciones.',
        showNonReservable: 'Mostrar salas que no se pueden reservar',
        duration: 'Duración de la pantalla de inicio',
        noChoices: 'No hay nada que elegir',
        pickRegionFirst: 'Elija primero una región',
        pickBuildingFirst: 'Elija primero un edificio',
        pickFloorsFirst: 'Seleccione primero las plantas',
        missing: 'Por rellenar: %{fields}',
        required: 'Obligatorio',
        saved: 'Se ha guardado la configuración.',
        view: { EV: 'Vista de eventos', CV: 'Vista de calendario' },
        back: 'Atrás',
      },
      fields: {
        deviceId: 'ID del dispositivo',
        region: 'Región',
        room: 'Sala',
        selectedFloors: 'Plantas seleccionadas',
        defaultFloor: 'Planta predeterminada',
        building: 'Edificio',
        profile: 'Perfil',
        theme: 'Tema',
        displayType: 'Tipo de pantalla',
        location: 'Ubicación',
      },
      labelGroup: {
        title: 'Etiqueta y grupo de %{name}',
        label: 'Etiqueta',
        labelHint:
          'El nombre con el que se conoce el dispositivo; déjelo vacío para usar el nombre del dispositivo.',
        group: 'Grupo',
        groupHint: 'Elija un grupo o escriba uno nuevo.',
        newGroup: 'Grupo nuevo «%{name}»',
        saved: 'Se han guardado la etiqueta y el grupo.',
      },
    },
    errors: {
      code: {
        50001: 'El dispositivo está sin conexión. Vuelva a intentarlo cuando esté conectado.',
        50002: 'El dispositivo aún no tiene configuración. Inicie primero una configuración.',
        50003: 'El dispositivo ya tiene una configuración. Recargue la página y edítela.',
        50004:
          'Otra persona modificó la configuración de este dispositivo después de que usted la abriera. Recárguela para ver los cambios de esa persona y vuelva a guardar.',
      },
    },
  },
};
