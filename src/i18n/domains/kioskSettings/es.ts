// Diálogo de ajustes del quiosco.
export default {
  dm: {
    kioskSettings: {
      title: 'Ajustes del quiosco',
      emailNotification: 'Notificación por correo',
      language: 'Idioma de las notificaciones',
      email: 'Dirección de correo',
      emails: 'Direcciones de correo para notificaciones',
      emailHelp: 'Escriba una dirección y añádala; separe varias con comas.',
      addEmail: 'Añadir la dirección de correo',
      qbicSecurity: 'Seguridad QBIC',
      qbicWarning1:
        'Con la seguridad QBIC activada, la consola bloquea los reproductores con una contraseña derivada de esta organización, y solo esta consola puede volver a desbloquearlos.',
      qbicWarning2:
        'Los reproductores bloqueados de este modo dejan de aceptar la contraseña de fábrica. Quien necesite acceso local a un reproductor debe desbloquearlo aquí primero.',
      qbicWarning3:
        'Desactivar la seguridad QBIC no desbloquea los reproductores ya bloqueados: desbloquéelos en la pestaña de dispositivos QBIC.',
      allowKioskPassword: 'Permitir que el quiosco gestione la contraseña',
      offlineKey: 'Clave de inicio de sesión sin conexión',
      refreshKey: 'Generar una nueva clave de inicio de sesión sin conexión',
      refreshTitle: '¿Generar una clave nueva?',
      refreshWarning:
        'Una nueva clave de inicio de sesión sin conexión sustituye a la actual de inmediato. Los quioscos sin conexión solo aceptan la clave anterior hasta que vuelvan a conectarse.',
      version: 'Versión %{version}',
      saving: 'Guardando…',
      errors: {
        invalidEmail: 'Introduzca direcciones de correo válidas, separadas por comas.',
        minimumEmails: 'Añada al menos una dirección de correo o desactive la notificación por correo.',
        pendingEmail: 'Añada la dirección escrita en el campo o vacíe el campo.',
      },
    },
  },
};
