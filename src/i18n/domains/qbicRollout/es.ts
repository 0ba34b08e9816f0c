// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Despliegue de actualización',
      subheader: '%{file} (%{kind})',
      kind: { app: 'Aplicación', firmware: 'Firmware' },
      startAll:
        'Desplegar una actualización en %{smart_count} reproductor |||| Desplegar una actualización en %{smart_count} reproductores',
      empty:
        'Despliegue una aplicación (.apk) o un firmware (.zip) por oleadas: primero unos pocos reproductores, cada uno comprobado tras reiniciarse, y después el resto. Busque reproductores para empezar.',
      status: {
        remote: 'En curso en otro ordenador (%{name}): oleada %{wave}.',
        remoteInterrupted:
          'Interrumpido en la oleada %{wave} en otro ordenador (%{name}): su navegador ya no responde. Elija de nuevo el archivo para reanudarlo aquí o detenga el despliegue.',
        elsewhere: 'En curso en otra pestaña de este navegador: oleada %{wave}.',
        ready: 'Listo para empezar.',
        running: 'Oleada %{wave} en curso.',
        paused: 'En pausa en la oleada %{wave}.',
        interrupted:
          'Interrumpido en la oleada %{wave}: la página se cerró o se recargó, o la sesión terminó. Reanude para continuar.',
        aborted: 'Detenido. El estado final de cada reproductor se muestra más abajo.',
        done: 'Terminado.',
      },
      others: {
        title: 'Despliegues en otros ordenadores',
        running: 'En curso en otro ordenador (%{name}): %{file}, oleada %{wave} de %{waves}.',
        interrupted:
          'Interrumpido en otro ordenador (%{name}): %{file}, oleada %{wave} de %{waves}. Su navegador ya no responde.',
        show: 'Mostrar aquí',
      },
      stop: {
        canaryFailed:
          'En pausa: un reproductor de la primera oleada ha fallado. Los demás reproductores no han cambiado.',
        tooManyFailed:
          'En pausa: demasiados reproductores de la oleada %{wave} han fallado. Los reproductores de las oleadas posteriores no han cambiado.',
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          'Rechazado: estos reproductores forman parte de un despliegue en curso de %{name}. Vuelva a intentarlo cuando haya terminado.',
        recordsUnavailable:
          'No se puede acceder a los registros compartidos, por lo que no se ha iniciado nada. Vuelva a intentarlo.',
        recordTooLarge:
          'Este despliegue es demasiado grande para los registros compartidos, por lo que no se ha iniciado nada. Seleccione menos reproductores.',
        takenOver: 'Este despliegue se ha reanudado en otro ordenador y ahora está en curso allí.',
        localOnly:
          'Esta plataforma no guarda registros compartidos: este despliegue se guarda solo en este navegador y sus compañeros en otros ordenadores no pueden verlo.',
        checked: 'Reproductores comprobados de nuevo: %{checked}. Ahora actualizados: %{updated}.',
        oneAtATime: 'Solo un despliegue a la vez: cierre el actual cuando haya terminado para iniciar otro.',
        otherTab: 'Este despliegue está en curso en otra pestaña de este navegador.',
        otherFile: 'Este no es el archivo de este despliegue. Elija de nuevo el mismo archivo.',
        startedByOther: 'Iniciado por %{name}, no por usted. Puede seguir, reanudar o detener el despliegue.',
      },
      actions: {
        checkAgain: 'Comprobar de nuevo',
        checking: 'Comprobando…',
        pause: 'Pausar',
        pausing: 'Pausando…',
        resume: 'Reanudar',
        resumeWithoutFailed: 'Continuar sin los reproductores fallidos',
        chooseFileToResume: 'Elegir de nuevo el archivo para reanudar',
        abort: 'Detener el despliegue',
        download: 'Descargar el resultado',
        close: 'Cerrar',
      },
      confirmAbort: {
        title: '¿Detener el despliegue?',
        message:
          'Los reproductores a los que aún no se ha llegado conservan su versión, y el envío de un archivo en curso se detiene. Un despliegue detenido no se puede reanudar.',
      },
      totals:
        'Actualizados: %{updated}. Ya tienen esta versión: %{current}. Fallidos: %{failed}. Omitidos: %{skipped}. No iniciados: %{notStarted}.',
      totalsUnverified: 'Archivo recibido, sin comprobar: %{unverified}.',
      summary: { file: 'Archivo', kind: 'Tipo', version: 'Versión', startedBy: 'Iniciado por' },
      waves: 'Oleadas',
      canaryWave:
        'Oleada %{number} (piloto): %{smart_count} reproductor; fallidos: %{failed}; progreso: %{percent} % |||| Oleada %{number} (piloto): %{smart_count} reproductores; fallidos: %{failed}; progreso: %{percent} %',
      wave: 'Oleada %{number}: %{smart_count} reproductor; fallidos: %{failed}; progreso: %{percent} % |||| Oleada %{number}: %{smart_count} reproductores; fallidos: %{failed}; progreso: %{percent} %',
      playersTable: 'Reproductores del despliegue',
      columns: {
        name: 'Nombre',
        ip: 'Dirección IP',
        serial: 'Número de serie',
        wave: 'Oleada',
        state: 'Estado',
        reason: 'Motivo',
        before: 'Versión anterior',
        after: 'Versión actual',
        started: 'Inicio',
        ended: 'Fin',
        time: 'Duración',
      },
      phase: {
        waiting: 'En espera',
        uploading: 'Enviando el archivo',
        uploaded: 'Archivo recibido',
        rebooting: 'Reiniciando',
        updated: 'Actualizado',
        failed: 'Fallido',
        skipped: 'Omitido',
        current: 'Ya tiene esta versión',
        notStarted: 'No iniciado',
        unverified: 'Archivo recibido, sin comprobar',
      },
      reason: {
        lateReturn: 'Volvió después del tiempo permitido',
        didNotReturn: 'No volvió tras el reinicio',
        oldVersion: 'Volvió con la versión anterior',
        refusedFile: 'Rechazó el archivo',
        wrongSerial: 'Responde con otro número de serie',
        unreachable: 'Sin conexión o reiniciando',
        lockedByOther: 'Bloqueado por otra persona',
        ownPassword:
          'Bloqueado con una contraseña propia establecida en esta consola; no se ha introducido la contraseña',
        offline: 'Sin conexión',
        offBySchedule: 'Apagado por horario',
        failed: 'Fallido',
      },
      sheet: { fileName: 'despliegue-actualizacion', name: 'Despliegue', summary: 'Resumen' },
      setup: {
        title: 'Desplegar una actualización',
        tooMany:
          'Hay %{number} reproductor seleccionado, pero un despliegue actualiza como máximo %{max}. Seleccione menos reproductores. |||| Hay %{number} reproductores seleccionados, pero un despliegue actualiza como máximo %{max}. Seleccione menos reproductores.',
        intro:
          '%{smart_count} reproductor recibe el archivo por oleadas. Cada oleada empieza solo cuando todos los reproductores de la oleada anterior han vuelto con la nueva versión. |||| %{smart_count} reproductores reciben el archivo por oleadas. Cada oleada empieza solo cuando todos los reproductores de la oleada anterior han vuelto con la nueva versión.',
        file: 'Elegir el archivo .apk o .zip',
        canary: 'Reproductores de la primera oleada',
        wavePercents: 'Oleadas siguientes, en porcentaje de los reproductores',
        returnMinutes: 'Tiempo máximo para volver tras el reinicio, en minutos',
        maxFailurePercent: 'Pausar cuando el porcentaje de fallos de una oleada supere (%)',
        hints: {
          canary: 'Valor predeterminado: 1. Cualquier fallo en esta oleada pausa el despliegue.',
          wavePercents: 'Por ejemplo 10, 50. El resto de los reproductores sigue en una última oleada.',
          returnMinutes: 'Valor predeterminado: 5.',
          maxFailurePercent: 'Valor predeterminado: 5.',
        },
        errors: {
          canary: 'Introduzca un número entero igual o mayor que 1.',
          wavePercents: 'Introduzca porcentajes enteros de 1 a 100, separados por comas.',
          returnWithinMs: 'Introduzca de 0,5 a 60 minutos.',
          maxFailurePercent: 'Introduzca un porcentaje de 0 a 100.',
        },
        waves: 'Reproductores por oleada: %{waves}',
        checked: 'Reproductores participantes: %{taking}. Omitidos: %{skipped}.',
        skippedList: 'Reproductores omitidos',
        scheduledOff:
          'Apagado por horario, omitido: %{players}. |||| Apagados por horario, omitidos (%{smart_count} reproductores): %{players}.',
        check: 'Comprobar reproductores',
        start: 'Iniciar el despliegue',
      },
    },
  },
};
