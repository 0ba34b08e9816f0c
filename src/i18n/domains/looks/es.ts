export default {
  dm: {
    looks: {
      display_type: 'Tipo de pantalla',
      create_title: { profiles: 'Crear perfil', themes: 'Crear tema' },
      unused: 'Sin usar',
      used_by_count: '%{smart_count} dispositivo |||| %{smart_count} dispositivos',
      validation: {
        required: 'Obligatorio',
        too_long: 'Longitud máxima: %{max}',
        not_a_choice: 'Elija una de las opciones',
        not_a_flag: 'Elija activado o desactivado',
        not_a_whole_number: 'Introduzca un número entero',
        out_of_range: 'Introduzca un número de %{min} a %{max}',
        not_a_color: 'Introduzca un color como #1a2b3c',
        logo_type: 'Elija una imagen PNG, JPEG, WebP o SVG',
        logo_too_large: 'La imagen ocupa %{size} kB; el límite es %{max} kB. Elija una imagen más pequeña.',
        logo_not_image:
          'Este archivo no es una imagen: su contenido no es PNG, JPEG, WebP ni SVG, aunque su nombre indique lo contrario',
        logo_unreadable: 'Este archivo no se puede leer como imagen',
        type_fixed: 'El tipo de pantalla no se puede cambiar',
      },
      conflict: {
        title: 'Otra persona ha guardado una versión más reciente',
        saved_by:
          '%{name} guardó la versión %{version} el %{date} mientras usted editaba. Sus cambios aún no están guardados.',
        saved:
          'La versión %{version} se guardó el %{date} mientras usted editaba. Sus cambios aún no están guardados.',
        field: 'Ajuste',
        mine: 'Su versión',
        newer: 'Versión más reciente',
        changed_by: {
          you: 'Modificado por usted',
          them: 'Modificado por la otra persona',
          both: 'Modificado por ambos',
        },
        same: 'La versión más reciente tiene los mismos valores que su formulario.',
        use_newer: 'Usar la versión más reciente',
        keep_mine: 'Conservar mis cambios',
        kept: 'Sus cambios se conservan, junto con los cambios de la otra persona en los demás ajustes. Guarde para conservar el resultado.',
      },
    },
    themes: {
      choices: {
        mode: {
          dark: 'Oscuro',
          light: 'Claro',
          brandDark: 'Oscuro (colores de la marca)',
          brandLight: 'Claro (colores de la marca)',
        },
        logoType: { text: 'Texto', image: 'Imagen' },
      },
      logo: {
        choose: 'Elegir imagen',
        replace: 'Reemplazar imagen',
        remove: 'Quitar',
        none: 'Aún no hay imagen',
        hint: 'PNG, JPEG, WebP o SVG, como máximo %{max}',
        text_hint: 'Como máximo %{max} carácter |||| Como máximo %{max} caracteres',
      },
      preview: {
        title: 'Vista previa',
        room: 'Sala de juntas',
        available: 'Disponible',
        next: 'A continuación: reunión de equipo a las 10:00',
        book_now: 'Reservar ahora',
      },
      pick_color: 'Elegir un color',
    },
    profiles: {
      choices: { clockFormat: { '12h': 'De 12 horas (2:30 PM)', '24h': 'De 24 horas (14:30)' } },
      sections: {
        general: 'General',
        meetings: 'Reuniones',
        booking: 'Reservas',
        room: 'En la sala',
        screen: 'Pantalla',
      },
      after_minutes: 'Tras %{smart_count} minuto |||| Tras %{smart_count} minutos',
      off: 'Desactivado',
    },
    errors: {
      code: {
        60013:
          'Hay dispositivos que usan este tema. Asigne primero otro tema a esos dispositivos y después elimínelo.',
        70011:
          'Hay dispositivos que usan este perfil. Asigne primero otro perfil a esos dispositivos y después elimínelo.',
      },
    },
  },
  resources: {
    themes: {
      name: 'Tema |||| Temas',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'tema',
      notifications: {
        created: 'Tema creado',
        updated: 'Tema guardado',
        deleted: 'Tema eliminado',
      },
      fields: {
        name: 'Etiqueta',
        type: 'Tipo de pantalla',
        mode: 'Modo',
        accentColor: 'Color de acento',
        logoType: 'Logotipo',
        logoText: 'Texto del logotipo',
        logoUrl: 'Imagen del logotipo',
        usedBy: 'Usado por',
        modifiedDate: 'Último cambio',
        modifiedBy: 'Modificado por',
        version: 'Versión',
      },
    },
    profiles: {
      name: 'Perfil |||| Perfiles',
      // react-admin's name inside a sentence (the delete confirm), with the case the language writes it in.
      forcedCaseName: 'perfil',
      notifications: {
        created: 'Perfil creado',
        updated: 'Perfil guardado',
        deleted: 'Perfil eliminado',
      },
      fields: {
        name: 'Nombre',
        description: 'Descripción',
        type: 'Tipo de pantalla',
        language: 'Idioma de la pantalla',
        clockFormat: 'Reloj',
        showOrganizer: 'Mostrar el organizador',
        showSubject: 'Mostrar el asunto de la reunión',
        allowAdHocBooking: 'Reservar desde la pantalla',
        maxBookingMinutes: 'Reserva más larga (minutos)',
        allowExtend: 'Prolongar una reunión en curso',
        allowEndEarly: 'Terminar una reunión antes de tiempo',
        checkInEnabled: 'Solicitar registro de llegada',
        checkInBeforeMinutes: 'El registro se abre (minutos antes del inicio)',
        checkInAfterMinutes: 'El registro se cierra (minutos después del inicio)',
        releaseUnconfirmed: 'Liberar la sala si nadie registra su llegada',
        screenSaverEnabled: 'Salvapantallas',
        idleMinutes: 'Salvapantallas tras (minutos de inactividad)',
        usedBy: 'Usado por',
        modifiedDate: 'Último cambio',
        modifiedBy: 'Modificado por',
        version: 'Versión',
      },
    },
  },
};
