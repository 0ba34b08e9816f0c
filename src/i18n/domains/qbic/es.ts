// Pestaña de dispositivos QBIC: rangos IP, búsqueda, reproductores, sus acciones y los diálogos de dispositivo.
export default {
  dm: {
    qbic: {
      ok: 'Aceptar',
      ranges: {
        title: 'Rangos IP',
        add: 'Añadir rango',
        empty: 'Todavía no hay rangos IP. Añada uno para buscar reproductores en él.',
        name: 'Nombre',
        firstIp: 'Primera dirección',
        lastIp: 'Última dirección',
        addresses: 'Direcciones',
        count: 'Este rango contiene %{count} dirección. |||| Este rango contiene %{count} direcciones.',
        hint: 'Hasta %{max} dirección por rango, por ejemplo de 192.168.1.10 a 192.168.1.60. |||| Hasta %{max} direcciones por rango, por ejemplo de 192.168.1.10 a 192.168.1.60.',
        edit: 'Editar el rango %{name}',
        delete: 'Eliminar el rango %{name}',
        addTitle: 'Añadir un rango IP',
        editTitle: 'Editar el rango IP',
        deleteTitle: 'Eliminar rango IP',
        deleteContent:
          '¿Eliminar el rango %{name}? Los reproductores encontrados en él permanecerán en la lista hasta la próxima búsqueda.',
        errors: {
          name: 'Introduzca un nombre de 1 a %{max} carácter. |||| Introduzca un nombre de 1 a %{max} caracteres.',
          overlapUnknown: 'Este rango se solapa con otro rango de la organización.',
        },
      },
      scan: {
        start: 'Buscar',
        cancel: 'Cancelar la búsqueda',
        noRanges: 'Añada un rango IP para buscar reproductores.',
        progress:
          'Direcciones exploradas: %{scanned} de %{total}. %{found} reproductor encontrado |||| Direcciones exploradas: %{scanned} de %{total}. %{found} reproductores encontrados',
        done: 'Búsqueda terminada: %{found} reproductor encontrado (direcciones exploradas: %{total}). |||| Búsqueda terminada: %{found} reproductores encontrados (direcciones exploradas: %{total}).',
        cancelled:
          'Búsqueda cancelada (direcciones exploradas: %{scanned} de %{total}): %{found} reproductor encontrado. |||| Búsqueda cancelada (direcciones exploradas: %{scanned} de %{total}): %{found} reproductores encontrados.',
        silent: 'No responde: %{players}. |||| No responden (%{smart_count} reproductores): %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: '%{smart_count} más |||| %{smart_count} más',
        scheduledOff:
          'Apagado por horario: %{players}. |||| Apagados por horario (%{smart_count} reproductores): %{players}.',
        invalidRanges: 'Los rangos IP no son válidos. Corríjalos y vuelva a buscar.',
      },
      status: {
        notAnsweringSince: 'No responde desde %{time}',
        offBySchedule: 'Apagado por horario hasta las %{time}',
        unchecked: 'Sin comprobar todavía',
        lastSeen: 'Visto por última vez el %{time}',
        live: 'En línea',
        locked: 'Bloqueado',
        offline: 'Sin conexión',
        restarting: 'Reiniciando…',
      },
      history: {
        title: 'Historial de %{name}',
        empty: 'El registro de actividad aún no contiene nada sobre este reproductor.',
        all: 'Abrir en el registro de actividad',
      },
      players: {
        title: 'Reproductores',
        empty: 'Todavía no hay reproductores. Busque en los rangos IP para encontrarlos.',
        selectAll: 'Seleccionar todos los reproductores',
        select: 'Seleccionar %{name}',
        protected: 'Protegido',
        notProtected: 'Contraseña de fábrica',
        miniDisplay: 'Mini Display',
        columns: {
          status: 'Estado',
          name: 'Nombre',
          model: 'Modelo',
          serial: 'Número de serie',
          ip: 'Dirección IP',
          password: 'Contraseña',
          firmware: 'Firmware',
          app: 'Versión de la aplicación',
          screenshot: 'Captura de pantalla',
        },
      },
      screenshot: {
        take: 'Hacer una captura de pantalla de %{name}',
        open: 'Abrir la captura de pantalla de %{name}',
      },
      bar: {
        label: 'Acciones sobre los reproductores seleccionados',
        selected: '%{count} reproductor seleccionado |||| %{count} reproductores seleccionados',
        clear: 'Borrar la selección',
        unlock: 'Desbloquear',
        lock: 'Bloquear',
        reboot: 'Reiniciar',
        progress: {
          unlock: 'Restableciendo contraseñas, completados: %{done} de %{total}',
          lock: 'Bloqueando reproductores, completados: %{done} de %{total}',
          reboot: 'Reiniciando reproductores, completados: %{done} de %{total}',
        },
      },
      report: {
        title: {
          unlock: 'Resultado del desbloqueo',
          lock: 'Resultado del bloqueo',
          reboot: 'Resultado del reinicio',
        },
        summary: 'Correctos: %{succeeded}. Fallidos: %{failed}.',
        result: 'Resultado',
        done: 'Completado',
      },
      prompt: {
        heading: 'Desbloquear dispositivo QBIC',
        message:
          'El dispositivo %{name} (número de serie %{serial}, dirección %{ip}) no aceptó ninguna de las contraseñas conocidas. Introduzca su contraseña para continuar.',
        password: 'Contraseña del dispositivo',
        message_own:
          'El dispositivo %{name} (número de serie %{serial}, dirección %{ip}) tiene una contraseña propia establecida en esta consola. Introdúzcala para continuar.',
        wrong: 'Contraseña incorrecta: el dispositivo no la ha aceptado. Introdúzcala de nuevo.',
      },
      offline: {
        title: 'Sin conexión o reiniciando',
        message:
          'El dispositivo %{name} (%{ip}) no responde. Compruebe que esté encendido y conectado a la red y vuelva a buscar.',
      },
      security: {
        title: 'Bloqueo no disponible',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Introduzca una dirección IPv4 como 192.168.1.10.',
          firstAfterLast: 'La primera dirección no puede ir después de la última.',
          tooManyAddresses:
            'Un rango puede contener como máximo %{max} dirección. |||| Un rango puede contener como máximo %{max} direcciones.',
          overlap: 'Este rango se solapa con el rango %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          'La seguridad QBIC está desactivada para esta organización, por lo que los reproductores no se pueden bloquear con la contraseña de la organización. Un administrador puede activarla en los ajustes del quiosco.',
        DEVICE_REQUEST_FAILED: 'El dispositivo rechazó la solicitud.',
        90001: 'Una dirección IP del rango no es válida.',
        90002: 'La primera dirección del rango va después de la última.',
        90003: 'El rango contiene demasiadas direcciones.',
        90004: 'El rango se solapa con otro rango de la organización.',
      },
    },
  },
};
