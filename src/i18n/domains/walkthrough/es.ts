// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: {
        invalid: 'Introduzca el ID de la organización: letras, cifras, puntos, guiones o guiones bajos.',
      },
      number: { adjusted: '«%{typed}» no es un número entero de %{min} a %{max}: se usa %{value}.' },
      units: { seconds: 'segundos' },
      settings: {
        saved: 'Se han guardado los ajustes.',
        discard_title: '¿Descartar los cambios?',
        discard_message: 'Los ajustes tienen cambios sin guardar. ¿Cerrar sin guardarlos?',
        allow_password_help:
          'Si está activado, la aplicación del quiosco puede cambiar por sí misma la contraseña de sus reproductores e inicia sesión con la clave de inicio de sesión sin conexión indicada más abajo cuando la plataforma no responde.',
      },
      looks: {
        in_use_themes:
          'Hay dispositivos que usan este tema (%{number}): no se puede eliminar hasta que tengan otro tema.',
        in_use_profiles:
          'Hay dispositivos que usan este perfil (%{number}): no se puede eliminar hasta que tengan otro perfil.',
      },
      qbic: {
        reboot_title: '¿Reiniciar los reproductores?',
        reboot_message:
          'Los reproductores seleccionados (%{number}) se reinician y no estarán accesibles durante unos instantes.',
      },
    },
  },
};
