// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'Den centrala inloggningen kräver en captcha innan du kan logga in.',
      must_change_password: 'Du måste byta lösenord i den centrala inloggningen innan du kan logga in.',
      code: {
        '10500': 'Servern kunde inte utföra begäran. Försök igen.',
        USER_CANCELLATION: 'Avbrutet.',
        QBIC_AUTHORIZATION_FAILURE: 'Enheten godtog inte lösenordet.',
        UNLOCKABLE_DEVICE: 'Överhoppad: enheten är låst med ett okänt lösenord.',
        UNREACHABLE_DEVICE:
          'Enheten svarar inte. Kontrollera att den är påslagen och ansluten till nätverket.',
        DEVICE_NOT_FOUND: 'Det går inte att ansluta till enheten.',
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'Enheten på den här IP-adressen har ett annat serienummer.',
        ERROR_LOCKING_QBIC_DEVICE: 'Enheten kunde inte låsas.',
        ERROR_UNLOCKING_QBIC_DEVICE: 'Enheten kunde inte låsas upp.',
        NETWORK_ERROR: 'Det går inte att nå servern. Kontrollera anslutningen och försök igen.',
        TIMEOUT: 'Servern tog för lång tid på sig att svara. Försök igen.',
        READ_ONLY_RESOURCE: 'Den här listan kan inte ändras här.',
        UNKNOWN_RESOURCE: 'Den här typen av objekt är okänd för konsolen.',
        RECORD_CONFLICT:
          'Någon annan har ändrat det här under tiden. Läs in det igen och gör ändringen på nytt.',
        RECORDS_UNAVAILABLE: 'De delade registren går inte att nå. Försök igen senare.',
        RECORDS_NOT_CONFIGURED:
          'Den här plattformen sparar inga delade register. Funktionen är därför inte tillgänglig här.',
      },
    },
  },
};
