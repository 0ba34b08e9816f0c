// Dialogen med kioskinställningar.
export default {
  dm: {
    kioskSettings: {
      title: 'Kioskinställningar',
      emailNotification: 'E-postavisering',
      language: 'Aviseringsspråk',
      email: 'E-postadress',
      emails: 'E-postadresser för aviseringar',
      emailHelp: 'Skriv en adress och lägg till den. Skilj flera adresser åt med kommatecken.',
      addEmail: 'Lägg till e-postadressen',
      qbicSecurity: 'QBIC-säkerhet',
      qbicWarning1:
        'När QBIC-säkerheten är på låser konsolen mediaspelarna med ett lösenord som härleds från organisationen, och bara den här konsolen kan låsa upp dem igen.',
      qbicWarning2:
        'Mediaspelare som har låsts på det här sättet godtar inte längre fabrikslösenordet. Den som behöver lokal åtkomst till en mediaspelare måste först låsa upp den här.',
      qbicWarning3:
        'Att stänga av QBIC-säkerheten låser inte upp mediaspelare som redan är låsta: lås upp dem på fliken QBIC-enheter.',
      allowKioskPassword: 'Låt kiosken hantera lösenordet',
      offlineKey: 'Nyckel för offlineinloggning',
      refreshKey: 'Skapa en ny nyckel för offlineinloggning',
      refreshTitle: 'Skapa en ny nyckel?',
      refreshWarning:
        'En ny nyckel för offlineinloggning ersätter den nuvarande direkt. Kiosker som är offline godtar bara den gamla nyckeln tills de ansluter igen.',
      version: 'Version %{version}',
      saving: 'Sparar…',
      errors: {
        invalidEmail: 'Ange giltiga e-postadresser, åtskilda med kommatecken.',
        minimumEmails: 'Lägg till minst en e-postadress eller stäng av e-postaviseringen.',
        pendingEmail: 'Lägg till adressen i fältet eller töm fältet.',
      },
    },
  },
};
