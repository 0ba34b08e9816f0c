// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'Det centrale login kræver en captcha, før du kan logge ind.',
      must_change_password: 'Du skal skifte din adgangskode i det centrale login, før du kan logge ind.',
      code: {
        '10500': 'Serveren kunne ikke udføre anmodningen. Prøv igen.',
        USER_CANCELLATION: 'Annulleret.',
        QBIC_AUTHORIZATION_FAILURE: 'Enheden accepterede ikke adgangskoden.',
        UNLOCKABLE_DEVICE: 'Oversprunget: enheden er låst med en ukendt adgangskode.',
        UNREACHABLE_DEVICE: 'Enheden svarer ikke. Kontroller, at den er tændt og på netværket.',
        DEVICE_NOT_FOUND: 'Kan ikke oprette forbindelse til enheden.',
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'Enheden på denne IP-adresse har et andet serienummer.',
        ERROR_LOCKING_QBIC_DEVICE: 'Enheden kunne ikke låses.',
        ERROR_UNLOCKING_QBIC_DEVICE: 'Enheden kunne ikke låses op.',
        NETWORK_ERROR: 'Serveren kan ikke nås. Kontroller din forbindelse, og prøv igen.',
        TIMEOUT: 'Serveren var for længe om at svare. Prøv igen.',
        READ_ONLY_RESOURCE: 'Denne liste kan ikke ændres her.',
        UNKNOWN_RESOURCE: 'Denne type element kendes ikke af konsollen.',
        RECORD_CONFLICT:
          'En anden har ændret dette i mellemtiden. Genindlæs det, og foretag din ændring igen.',
        RECORDS_UNAVAILABLE: 'De delte registreringer kan ikke nås. Prøv igen senere.',
        RECORDS_NOT_CONFIGURED:
          'Denne platform gemmer ikke delte registreringer. Funktionen er derfor ikke tilgængelig her.',
      },
    },
  },
};
