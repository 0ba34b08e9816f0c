// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'La página de inicio de sesión central solicita un captcha antes de iniciar sesión.',
      must_change_password:
        'Debe cambiar su contraseña en la página de inicio de sesión central antes de iniciar sesión.',
      code: {
        '10500': 'El servidor no pudo completar la solicitud. Inténtelo de nuevo.',
        USER_CANCELLATION: 'Cancelado.',
        QBIC_AUTHORIZATION_FAILURE: 'El dispositivo no aceptó la contraseña.',
        UNLOCKABLE_DEVICE: 'Omitido: el dispositivo está bloqueado con una contraseña desconocida.',
        UNREACHABLE_DEVICE: 'El dispositivo no responde. Compruebe que está encendido y conectado a la red.',
        DEVICE_NOT_FOUND: 'No se puede conectar con el dispositivo.',
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'El dispositivo en esta dirección IP tiene otro número de serie.',
        ERROR_LOCKING_QBIC_DEVICE: 'No se pudo bloquear el dispositivo.',
        ERROR_UNLOCKING_QBIC_DEVICE: 'No se pudo desbloquear el dispositivo.',
        NETWORK_ERROR: 'No se puede acceder al servidor. Compruebe su conexión e inténtelo de nuevo.',
        TIMEOUT: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
        READ_ONLY_RESOURCE: 'Esta lista no se puede modificar aquí.',
        UNKNOWN_RESOURCE: 'La consola no conoce este tipo de elemento.',
        RECORD_CONFLICT: 'Otra persona lo ha modificado mientras tanto. Recárguelo y repita su cambio.',
        RECORDS_UNAVAILABLE: 'No se puede acceder a los registros compartidos. Inténtelo de nuevo más tarde.',
        RECORDS_NOT_CONFIGURED:
          'Esta plataforma no guarda registros compartidos, por lo que esta función no está disponible aquí.',
      },
    },
  },
};
