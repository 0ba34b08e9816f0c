// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'The central login asks for a captcha before you can sign in.',
      must_change_password: 'You must change your password on the central login before you can sign in.',
      code: {
        '10500': 'The server could not complete the request. Try again.',
        USER_CANCELLATION: 'Cancelled.',
        QBIC_AUTHORIZATION_FAILURE: 'The device did not accept the password.',
        UNLOCKABLE_DEVICE: 'Skipped: the device is locked with an unknown password.',
        UNREACHABLE_DEVICE: 'The device does not answer. Check that it is switched on and on the network.',
        DEVICE_NOT_FOUND: 'Unable to connect to the device.',
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'The device at this IP address has another serial number.',
        ERROR_LOCKING_QBIC_DEVICE: 'The device could not be locked.',
        ERROR_UNLOCKING_QBIC_DEVICE: 'The device could not be unlocked.',
        NETWORK_ERROR: 'The server cannot be reached. Check your connection and try again.',
        TIMEOUT: 'The server took too long to answer. Try again.',
        READ_ONLY_RESOURCE: 'This list cannot be changed here.',
        UNKNOWN_RESOURCE: 'This kind of item is not known to the console.',
        RECORD_CONFLICT: 'Someone else changed this in the meantime. Reload it and make your change again.',
        RECORDS_UNAVAILABLE: 'The shared records cannot be reached. Try again later.',
        RECORDS_NOT_CONFIGURED: 'This platform keeps no shared records, so this is not available here.',
      },
    },
  },
};
