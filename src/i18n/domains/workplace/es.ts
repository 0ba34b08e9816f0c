// Workplace area (001 §2, §4, §5, §8; 000 §2.7, §4): settings dialog, theme and features, bottom sheet.
export default {
  dm: {
    workplace: {
      settings: {
        title: 'Ajustes de Workplace',
        preview: 'Configuración en vista previa',
        previewHelp:
          'Con la vista previa activada, solo los usuarios elegidos aquí ven una vista previa publicada de la configuración de Workplace, hasta que se guarde o se descarte.',
        search: 'Usuarios de la vista previa',
        searchHelp:
          'Busque por nombre, ID de usuario o correo (al menos 3 caracteres); pulse Intro para añadir los ID de usuario o las direcciones de correo escritos.',
        users: 'Usuarios elegidos para la vista previa',
        saving: 'Guardando…',
        message_no_users_found: 'No se encontraron usuarios',
        message_too_many_users: 'Coinciden demasiados usuarios; afine la búsqueda',
        errors: {
          invalidUser: 'Estas entradas no son usuarios de esta organización: corríjalas o quítelas.',
          minimumUsers: 'Elija al menos un usuario o desactive la configuración en vista previa.',
          pendingUser: 'Añada el usuario escrito o vacíe el campo.',
        },
      },
      validation: {
        title: 'La configuración aún no se puede guardar',
      },
      errors: {
        error_missing_brand_dark_logo: 'Elija un logotipo de marca para el modo oscuro.',
        error_missing_brand_light_logo: 'Elija un logotipo de marca para el modo claro.',
        error_missing_dark_logo: 'Elija un logotipo para el tema oscuro.',
        error_missing_light_logo: 'Elija un logotipo para el tema claro.',
        error_missing_floorplan_views:
          'Elija al menos una vista de plano disponible o desactive las vistas de plano.',
        error_missing_brand_name: 'Introduzca el texto de marca.',
        error_brand_name_length_constraint: 'El texto de marca puede tener como máximo 15 caracteres.',
        error_incomplete: 'La configuración está incompleta; recárguela e inténtelo de nuevo.',
        label_conflict: 'Modificada por otra persona',
        label_not_saved: 'No guardada',
        error_config_already_modified:
          'Otra persona ha modificado la configuración de Workplace mientras tanto. Se recargará con los cambios de esa persona; vuelva a hacer los suyos.',
        error_saving_workplace_config:
          'No se pudo guardar la configuración de Workplace. Sus cambios se conservan; inténtelo de nuevo.',
      },
      discard: {
        title: '¿Descartar los cambios?',
        message:
          'Se descartan la vista previa publicada y todos los cambios sin guardar, y se recarga la configuración activa.',
      },
      leave: {
        title: '¿Salir sin guardar?',
        message: 'La configuración de Workplace tiene cambios sin guardar. Se perderán si sale.',
      },
      sheet: {
        label: 'Acciones de la configuración de Workplace',
        changes: 'Qué cambia',
        inPreview: 'En la vista previa, aún sin guardar',
        uploading: 'Subiendo logotipos… %{percent} %',
        saving: 'Guardando…',
        previewing: 'Publicando la vista previa…',
        discarding: 'Descartando…',
        saved: 'Guardado',
        previewed: 'Vista previa publicada',
        unsaved: 'Cambios sin guardar',
        discard: 'Descartar',
        save: 'Guardar',
        preview: 'Vista previa',
        previewMode:
          'La configuración en vista previa está activada: publique una vista previa para los usuarios elegidos antes de guardar.',
        previewPushed:
          'La configuración está en modo de vista previa: los usuarios elegidos la ven. Guárdela para todos o descártela.',
      },
      fields: {
        accentColor: 'Color de acento',
        brandingType: 'Marca',
        themeLogoType: 'Logotipo del tema',
        brandingText: 'Texto de marca',
        useSameBrandingLogo: 'Un solo logotipo de marca para los modos oscuro y claro',
        useSameLogo: 'Un solo logotipo de tema para los modos oscuro y claro',
        brandingDarkLogo: 'Logotipo de marca (oscuro)',
        brandingLogo: 'Logotipo de marca (oscuro y claro)',
        themeLogo: 'Logotipo del tema (oscuro y claro)',
        brandingLightLogo: 'Logotipo de marca (claro)',
        darkThemeLogoURL: 'Logotipo del tema (oscuro)',
        lightThemeLogoURL: 'Logotipo del tema (claro)',
        floorplanViews: 'Vistas de plano',
        availableViews: 'Vistas disponibles',
        selectedFloorplanViews: 'Vistas elegidas',
        equipmentAndServices: 'Equipamiento y servicios',
        recurrence: 'Reservas periódicas',
        bookTicket: 'Reservar una entrada',
        request: 'Solicitudes',
        feedbackTile: 'Mosaico de opiniones',
        bookingOffHours: 'Reservas fuera del horario laboral',
        ticketingConfiguration: 'Venta de entradas',
        touchFreeKiosk: 'Quiosco sin contacto',
        confidential: 'Reservas confidenciales',
      },
      values: {
        text: 'Texto',
        logo: 'Logotipo',
        on: 'activado',
        off: 'desactivado',
      },
      theme: {
        noLogo: 'Sin logotipo',
        logoUrl: 'Dirección del logotipo',
        logoBlocked:
          'La política de seguridad de esta consola bloquea las imágenes de %{origin}, por lo que el logotipo no se puede mostrar aquí',
        chooseFile: 'Elegir archivo',
        chooseFileFor: 'Elegir archivo: %{logo}',
        removeLogo: 'Quitar',
        accentHelp: 'Un color en formato #rrggbb.',
        accentInvalid: 'Introduzca un color en formato #rrggbb, por ejemplo, #1976d2.',
        pickColor: 'Elegir el color de acento',
        brandingCount: '%{count} de %{max} carácter |||| %{count} de %{max} caracteres',
        logoBoth: 'Logotipo para los modos oscuro y claro',
        logoDark: 'Logotipo sobre fondo oscuro',
        logoLight: 'Logotipo sobre fondo claro',
      },
      features: {
        floorplan: 'Plano de planta',
        flags: 'Funciones de la aplicación',
        views: {
          '2d': 'Plano 2D',
          '3d': 'Plano 3D',
          list: 'Lista',
        },
      },
      picture: {
        title: 'La aplicación Workplace',
        light: 'Pantalla de inicio de la aplicación Workplace en modo claro',
        dark: 'Pantalla de inicio de la aplicación Workplace en modo oscuro',
        greeting: 'Buenos días',
      },
    },
    errors: {
      code: {
        12403: 'Coinciden demasiados usuarios; afine la búsqueda',
        12409:
          'Otra persona ha modificado la configuración de Workplace mientras tanto. Se recargará con los cambios de esa persona; vuelva a hacer los suyos.',
      },
    },
  },
};
