// Configuración masiva por hoja de cálculo en la pestaña Dispositivos y la pestaña de reproductores.
import sheet from '../../../domain/sheetWords/es';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Subir',
        bulkConfiguration: 'Configuración masiva',
        downloading: 'Descargando la configuración masiva…',
        downloaded: 'Se ha descargado la configuración masiva.',
        leftOut:
          'La hoja no incluye el dispositivo que ya no pertenece a esta organización: %{names}. Se ha deseleccionado. |||| La hoja no incluye los %{smart_count} dispositivos que ya no pertenecen a esta organización: %{names}. Se han deseleccionado.',
        noneInTenant:
          'El dispositivo seleccionado ya no pertenece a esta organización, por lo que no hay ninguna hoja que descargar. La lista se ha recargado. |||| Ninguno de los %{smart_count} dispositivos seleccionados pertenece ya a esta organización, por lo que no hay ninguna hoja que descargar. La lista se ha recargado.',
      },
      serviceDesk: {
        title: 'Configuración masiva no admitida',
        message:
          'La configuración masiva no se admite para pantallas de servicio ni pantallas de escritorio: la hoja no tiene campos para ellas. Deselecciónelas para continuar y configure cada una por separado.',
        names:
          'La pantalla de servicio o de escritorio entre los dispositivos seleccionados: |||| Las %{smart_count} pantallas de servicio o de escritorio entre los dispositivos seleccionados:',
        more: 'y %{smart_count} más |||| y %{smart_count} más',
        deselect:
          'Deseleccionar la pantalla de servicio o de escritorio |||| Deseleccionar las %{smart_count} pantallas de servicio y de escritorio',
      },
      miniDisplay: {
        names:
          'El Mini Display entre los dispositivos seleccionados: |||| Los %{smart_count} Mini Displays entre los dispositivos seleccionados:',
        deselect: 'Deseleccionar el Mini Display |||| Deseleccionar los %{smart_count} Mini Displays',
        more: 'y %{smart_count} más |||| y %{smart_count} más',
        title: 'Configuración masiva no admitida',
        message:
          'La configuración masiva no se admite para el Mini Display. Deseleccione el Mini Display para continuar.',
      },
      dialog: {
        devicesTitle: 'Subida de configuración masiva',
        devicesDescription:
          'Elija el archivo .xlsx editado de la descarga de configuración masiva y valídelo. Solo se envían las filas válidas que cambian algo.',
        playersTitle: 'Subida de configuración masiva de reproductores',
        playersDescription:
          'Elija la hoja .xlsx de reproductores editada y valídela. Antes de enviar, el cuadro de diálogo indica qué cambiará el envío en los reproductores; una fila que ya coincide con su reproductor no cambia nada.',
        chooseFile: 'Elegir archivo .xlsx',
        chooseAnother: 'Elegir otro archivo',
        noFile: 'No se ha elegido ningún archivo',
        validate: 'Validar',
        validating: 'Validando…',
        push: 'Enviar configuración',
        pushing: 'Enviando…',
        cancel: 'Cancelar',
        close: 'Cerrar',
        retryFailed: 'Reintentar fallidos',
        downloadResult: 'Descargar resultado',
      },
      table: {
        device: 'Dispositivo',
        status: 'Estado',
        details: 'Detalles',
        serialNumber: 'Número de serie',
        deviceName: 'Nombre del dispositivo',
        username: 'Nombre de usuario',
        row: 'Fila %{row}',
        show: 'Mostrar',
        filter: { all: 'Todas las filas', problems: 'Errores', changes: 'Cambios', unchanged: 'Sin cambios' },
        empty: 'No hay filas que mostrar.',
      },
      status: {
        ready: 'Listo',
        unchanged: 'Sin cambios',
        errors: '%{smart_count} error encontrado |||| %{smart_count} errores encontrados',
        pending: 'En espera',
        success: 'Guardado',
        failed: 'Fallido',
      },
      rows: {
        notConfigured: 'Aún sin configurar: rellene o quite esta fila.',
        typeNotInBulk:
          '%{type}: este tipo de pantalla no se puede configurar de forma masiva (solo las pantallas de sala, de planta y de opiniones). Configure el dispositivo por separado o quite esta fila.',
        missing: '%{field}: sin valor',
        unknown: '%{field}: «%{id}» no pertenece a esta organización',
        deviceUnknown: 'El dispositivo «%{id}» no pertenece a esta organización',
        otherType:
          '%{field}: «%{id}» es de un tipo de pantalla (%{type}) distinto del de esta fila (%{rowType})',
        otherRegion: 'La sala «%{id}» no está en la región «%{region}»',
        otherBuilding: '%{field}: «%{id}» no está en el edificio «%{building}»',
        oldConfig:
          'Esta fila es anterior a la configuración del dispositivo, que cambió después de la descarga. Descargue de nuevo la configuración masiva.',
        miniDisplay:
          'Este dispositivo es un Mini Display, que no se puede configurar de forma masiva. Configúrelo por separado.',
        change: '%{field}: %{before} → %{after}',
        none: '(vacío)',
        noChange: 'El dispositivo ya tiene esta configuración; no se envía.',
      },
      summary: {
        notConfigured:
          'El dispositivo aún sin configurar tiene una fila vacía: rellénela o quítela. |||| %{smart_count} dispositivos aún sin configurar tienen filas vacías: rellénelas o quítelas.',
        validationFailed: 'Error de validación',
        missingFields: 'Faltan campos: %{fields}',
        invalidConfigs: 'Las filas con una configuración no válida no se envían: %{invalid} de %{total}.',
        counts: 'Por enviar: %{toPush}. Sin cambios: %{unchanged}. Con errores: %{invalid}.',
        invalidFields: 'Campos con valores erróneos: %{fields}',
        nothingToPush: 'No hay nada que enviar: ninguna fila válida cambia su dispositivo.',
      },
      result: {
        title: 'Resultado de la configuración masiva',
        counts: 'Guardadas: %{success}. Fallidas: %{failed}.',
        allSaved: 'Se han guardado todos los dispositivos enviados.',
        playersTitle: 'Resultado de la configuración masiva de reproductores',
        allPlayersSaved: 'Se han guardado todos los reproductores enviados.',
        retryHint: '«Reintentar fallidos» solo envía las filas que no se han guardado.',
        fileName: 'resultado-configuracion-masiva',
        sheetName: 'Resultado',
        playersFileName: 'resultado-configuracion-masiva-reproductores',
        playersSheetName: 'Resultado de reproductores',
        sessionRestored:
          'Su sesión ha terminado durante este envío; ha vuelto a iniciar sesión. «Reintentar fallidos» envía las filas que no se han guardado.',
        sessionHint:
          'Su sesión ha terminado durante el envío. Inicie sesión de nuevo y use «Reintentar fallidos».',
        sheet: {
          row: 'Fila',
          deviceId: 'ID del dispositivo',
          device: 'Dispositivo',
          outcome: 'Resultado',
          serialNumber: 'Número de serie',
          deviceName: 'Nombre del dispositivo',
          username: 'Nombre de usuario',
          notPushed: 'No enviado',
          reason: 'Motivo',
          changes: 'Cambios',
        },
      },
      push: {
        sessionEnded: 'No enviado: la sesión terminó',
        cancelled: 'No enviado: detenido',
      },
      file: {
        notMultipart: 'No se pudo enviar el archivo. Inténtelo de nuevo.',
        noFile: 'Elija un archivo para subir.',
        notXlsx: 'Solo se pueden subir archivos .xlsx.',
        notSpreadsheet: 'Este archivo no es una hoja de cálculo .xlsx.',
        corrupt: 'Este archivo está dañado y no se puede leer.',
        tooLarge: 'Este archivo es demasiado grande (10 MB como máximo).',
        tooBigUnpacked: 'Este archivo es demasiado grande una vez descomprimido.',
        tooManyRows: 'La hoja tiene demasiadas filas (10.000 como máximo).',
        timeout: 'La lectura de este archivo ha tardado demasiado.',
        formula: 'La celda %{cell} contiene una fórmula. Introduzca solo valores.',
        empty: 'La hoja no tiene filas que configurar.',
        missingHeaders: 'Faltan columnas: %{names}',
        unknownHeaders: 'Columnas desconocidas: %{names}',
        duplicateHeaders: 'Columnas repetidas: %{names}',
        duplicateRows: 'Dispositivos en más de una fila: %{names}',
        title: 'No se ha aceptado el archivo',
      },
      player: {
        noChange: 'Nada que cambiar: el reproductor ya coincide con esta fila',
        removeLogin: {
          title: '¿Quitar inicios de sesión?',
          message:
            'El nombre de usuario está vacío en la fila de este reproductor, por lo que el envío quitará su inicio de sesión: %{names}. ¿Enviar de todos modos? |||| El nombre de usuario está vacío en las filas de estos %{smart_count} reproductores, por lo que el envío quitará su inicio de sesión: %{names}. ¿Enviar de todos modos?',
        },
        summary: {
          title: '«Enviar configuración» hará lo siguiente:',
          name: 'definir el nombre de %{smart_count} reproductor |||| definir el nombre de %{smart_count} reproductores',
          loginSet:
            'definir el inicio de sesión (nombre de usuario y contraseña) de %{smart_count} reproductor |||| definir el inicio de sesión (nombre de usuario y contraseña) de %{smart_count} reproductores',
          loginRemove:
            'quitar el inicio de sesión de %{smart_count} reproductor |||| quitar el inicio de sesión de %{smart_count} reproductores',
          derive:
            'cambiar la contraseña del dispositivo de %{smart_count} reproductor por la contraseña propia de la consola (la seguridad QBIC está activada) |||| cambiar la contraseña del dispositivo de %{smart_count} reproductores por la contraseña propia de la consola (la seguridad QBIC está activada)',
          reset:
            'restablecer la contraseña de fábrica del dispositivo en %{smart_count} reproductor (la seguridad QBIC está desactivada) |||| restablecer la contraseña de fábrica del dispositivo en %{smart_count} reproductores (la seguridad QBIC está desactivada)',
          unchanged:
            'dejar %{smart_count} reproductor como está: ya coincide con su fila |||| dejar %{smart_count} reproductores como están: ya coinciden con sus filas',
          nothing: 'Nada que enviar: todos los reproductores coinciden ya con sus filas.',
        },
        download: 'Descargar configuración masiva',
        serialNotFound: 'Número de serie no encontrado entre los reproductores detectados',
        serialMissing: 'Falta el número de serie',
        serialRepeated: 'El número de serie «%{serial}» ya está en una fila anterior',
        ipInvalid: 'La dirección IP «%{ip}» no es una dirección IPv4',
        nameTooLong: 'El nombre del dispositivo es demasiado largo: %{length} caracteres, como máximo %{max}',
        passwordMissing: 'Falta la contraseña: un nombre de usuario necesita una contraseña',
        statusChanged: 'Estado cambiado: el servidor rechazó esta fila',
        unableToConnect: 'No se puede conectar',
        locked: 'Omitido: el dispositivo está bloqueado',
        mismatch: 'Otro reproductor responde en esta dirección IP (el número de serie no coincide)',
        unlockFailed: 'No se pudo restablecer la contraseña del reproductor',
        lockFailed: 'No se pudo proteger el reproductor',
        failed: 'El reproductor rechazó el cambio',
      },
    },
  },
};
