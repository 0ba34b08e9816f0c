export default {
  dm: {
    shell: {
      header: { menu: 'Menú principal', open_menu: 'Abrir el menú principal' },
      language: {
        label: 'Idioma',
        save_failed: 'No se pudo guardar su elección de idioma en su perfil',
      },
      profile: {
        label: 'Perfil',
        tenant: '%{name} (%{id})',
        sign_out: 'Cerrar sesión',
        roles: 'Rol: %{roles} |||| Roles: %{roles}',
        role: {
          admin: 'Administrador',
          contentcontributor: 'Colaborador de contenidos',
          contentadmin: 'Administrador de contenidos',
        },
      },
      apps: {
        label: 'Aplicaciones',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'Está aquí',
        new_tab: 'Se abre en una pestaña nueva',
      },
      session: {
        logged_out_title: 'Sesión cerrada',
        message_user_logged_out:
          'Su sesión ha terminado. Vuelva a iniciar sesión para continuar donde lo dejó.',
        sign_in_again: 'Volver a iniciar sesión',
        changed_title: 'Otro usuario ha iniciado sesión',
        message_user_session_changed:
          'Alguien ha iniciado sesión como otro usuario en otra pestaña de este navegador. Actualice la página para continuar como ese usuario.',
        refresh: 'Actualizar',
        signing_out: 'Cerrando sesión',
      },
      login: {
        signed_in_as: 'Ha iniciado sesión como %{name}.',
        continue: 'Continuar',
        signed_out_idle: 'Se ha cerrado su sesión tras 20 minutos de inactividad.',
        signed_out_session: 'Su sesión ha terminado. Vuelva a iniciar sesión para continuar donde lo dejó.',
        separate: {
          title: 'Ha iniciado sesión',
          message: 'La consola continúa en la pestaña desde la que inició sesión. Puede cerrar esta ventana.',
          open_here: 'Abrir la consola aquí',
          close: 'Cerrar esta ventana',
        },
      },
      redirect: {
        heading: 'Continuar en la página de inicio de sesión central',
        message_captcha_required:
          'Por su seguridad, este inicio de sesión requiere una verificación captcha.',
        message_must_change_password:
          'Su contraseña ha caducado y debe cambiarla antes de poder iniciar sesión.',
        message_redirect_notice:
          'La página de inicio de sesión central se abre en una ventana nueva. Cuando termine allí, se iniciará su sesión en esta página.',
        open: 'Abrir la página de inicio de sesión',
      },
      sso: {
        start: 'Usar inicio de sesión único (SSO)',
        organization: 'ID de la organización',
        next: 'Siguiente',
        applies: 'Su organización (%{tenant}) utiliza el inicio de sesión único.',
        continue: 'Continuar con el inicio de sesión único',
        use_password: 'Iniciar sesión con usuario y contraseña',
        not_configured:
          'El inicio de sesión único no está configurado para «%{tenant}». Inicie sesión con su usuario y contraseña.',
      },
      confirm: {
        cancel: 'Cancelar',
        accept: 'Aceptar',
        ok: 'Aceptar',
        yes_delete: 'Sí, eliminar',
        yes_unlink: 'Sí, dar de baja',
        authorize: 'Autorizar',
        busy_accept: 'Aceptando…',
        busy_ok: 'Espere…',
        busy_delete: 'Eliminando…',
        yes_remove: 'Sí, quitar',
        busy_remove: 'Quitando…',
        busy_unlink: 'Dando de baja…',
        busy_authorize: 'Autorizando…',
        password: 'Contraseña',
      },
      error: {
        title: 'Error',
        page_title: 'No se pudo mostrar esta página',
        page_message:
          'Se ha producido un error al mostrar esta página. Inténtelo de nuevo o elija otra página.',
      },
      turned_away: 'Su cuenta no tiene los permisos de «%{from}», por lo que se le ha llevado a «%{to}».',
      unauthorized: {
        title: 'Sin acceso a Device Manager',
        message:
          'Ha iniciado sesión, pero su cuenta no tiene ninguno de los permisos que necesita esta consola. Solicite acceso a su administrador.',
        sign_in_other: 'Iniciar sesión como otra persona',
      },
      not_found: {
        title: 'Página no encontrada',
        message:
          'No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
        home: 'Ir a la página de inicio',
      },
    },
  },
};
