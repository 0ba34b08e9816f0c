// Texts of the error catalogue that the console and the players can return (000 §8, 001 §8).
export default {
  dm: {
    errors: {
      captcha_required: 'De centrale aanmelding vraagt om een captcha voordat u zich kunt aanmelden.',
      must_change_password:
        'U moet uw wachtwoord wijzigen bij de centrale aanmelding voordat u zich kunt aanmelden.',
      code: {
        '10500': 'De server kon het verzoek niet uitvoeren. Probeer het opnieuw.',
        USER_CANCELLATION: 'Geannuleerd.',
        QBIC_AUTHORIZATION_FAILURE: 'Het apparaat heeft het wachtwoord niet geaccepteerd.',
        UNLOCKABLE_DEVICE: 'Overgeslagen: het apparaat is vergrendeld met een onbekend wachtwoord.',
        UNREACHABLE_DEVICE:
          'Het apparaat reageert niet. Controleer of het aanstaat en met het netwerk verbonden is.',
        DEVICE_NOT_FOUND: 'Kan geen verbinding maken met het apparaat.',
        SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'Het apparaat op dit IP-adres heeft een ander serienummer.',
        ERROR_LOCKING_QBIC_DEVICE: 'Het apparaat kon niet worden vergrendeld.',
        ERROR_UNLOCKING_QBIC_DEVICE: 'Het apparaat kon niet worden ontgrendeld.',
        NETWORK_ERROR: 'De server is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
        TIMEOUT: 'De server deed er te lang over om te antwoorden. Probeer het opnieuw.',
        READ_ONLY_RESOURCE: 'Deze lijst kan hier niet worden gewijzigd.',
        UNKNOWN_RESOURCE: 'Dit type item is niet bekend bij de console.',
        RECORD_CONFLICT:
          'Iemand anders heeft dit intussen gewijzigd. Laad het opnieuw en breng uw wijziging opnieuw aan.',
        RECORDS_UNAVAILABLE: 'De gedeelde gegevens zijn niet bereikbaar. Probeer het later opnieuw.',
        RECORDS_NOT_CONFIGURED:
          'Dit platform bewaart geen gedeelde gegevens. Deze functie is hier daarom niet beschikbaar.',
      },
    },
  },
};
