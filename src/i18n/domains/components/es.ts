// Diálogos y campos compartidos: el diálogo de confirmación genérico y el campo numérico.
export default {
  dm: {
    confirm: {
      cancel: 'Cancelar',
      accept: 'Aceptar',
      ok: 'Aceptar',
      yes_delete: 'Sí, eliminar',
      yes_unlink: 'Sí, dar de baja',
      authorize: 'Autorizar',
      password: 'Contraseña',
      busy: {
        accept: 'Aceptando…',
        ok: 'Espere…',
        delete: 'Eliminando…',
        unlink: 'Dando de baja…',
        authorize: 'Autorizando…',
      },
    },
    numberInput: {
      increase: 'Aumentar',
      decrease: 'Disminuir',
    },
  },
};
