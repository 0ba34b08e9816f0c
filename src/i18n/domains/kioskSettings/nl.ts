// Dialoog met de kioskinstellingen.
export default {
  dm: {
    kioskSettings: {
      title: 'Kioskinstellingen',
      emailNotification: 'E-mailmelding',
      language: 'Taal van de meldingen',
      email: 'E-mailadres',
      emails: 'E-mailadressen voor meldingen',
      emailHelp: 'Typ een adres en voeg het toe; scheid meerdere adressen met komma’s.',
      addEmail: 'Het e-mailadres toevoegen',
      qbicSecurity: 'QBIC-beveiliging',
      qbicWarning1:
        'Als QBIC-beveiliging aanstaat, vergrendelt de console mediaspelers met een wachtwoord dat van deze tenant is afgeleid, en kan alleen deze console ze weer ontgrendelen.',
      qbicWarning2:
        'Zo vergrendelde mediaspelers accepteren het fabriekswachtwoord niet meer. Wie lokaal toegang tot een mediaspeler nodig heeft, moet hem eerst hier ontgrendelen.',
      qbicWarning3:
        'Als u QBIC-beveiliging uitzet, worden mediaspelers die al vergrendeld zijn niet ontgrendeld: ontgrendel ze op het tabblad QBIC-apparaten.',
      allowKioskPassword: 'De kiosk het wachtwoord laten beheren',
      offlineKey: 'Offline aanmeldsleutel',
      refreshKey: 'Een nieuwe offline aanmeldsleutel maken',
      refreshTitle: 'Nieuwe sleutel maken?',
      refreshWarning:
        'Een nieuwe offline aanmeldsleutel vervangt de huidige meteen. Kiosks die offline zijn, accepteren tot hun volgende verbinding alleen de oude sleutel.',
      version: 'Versie %{version}',
      saving: 'Bezig met opslaan…',
      errors: {
        invalidEmail: 'Voer geldige e-mailadressen in, gescheiden door komma’s.',
        minimumEmails: 'Voeg minstens één e-mailadres toe, of zet de e-mailmelding uit.',
        pendingEmail: 'Voeg het getypte adres toe, of maak het veld leeg.',
      },
    },
  },
};
