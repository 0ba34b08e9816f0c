// Dialogen med kioskindstillinger.
export default {
  dm: {
    kioskSettings: {
      title: 'Kioskindstillinger',
      emailNotification: 'E-mailbeskeder',
      language: 'Sprog for beskeder',
      email: 'E-mailadresse',
      emails: 'E-mailadresser til beskeder',
      emailHelp: 'Skriv en adresse, og tilføj den. Adskil flere adresser med kommaer.',
      addEmail: 'Tilføj e-mailadressen',
      qbicSecurity: 'QBIC-sikkerhed',
      qbicWarning1:
        'Når QBIC-sikkerheden er slået til, låser konsollen afspillerne med en adgangskode, der er afledt af organisationen, og kun denne konsol kan låse dem op igen.',
      qbicWarning2:
        'Afspillere, der er låst på denne måde, accepterer ikke længere fabriksadgangskoden. Den, der har brug for lokal adgang til en afspiller, skal først låse den op her.',
      qbicWarning3:
        'Når QBIC-sikkerheden slås fra, låses allerede låste afspillere ikke op: lås dem op under fanen QBIC-enheder.',
      allowKioskPassword: 'Lad kiosken administrere adgangskoden',
      offlineKey: 'Nøgle til offlinelogin',
      refreshKey: 'Opret en ny nøgle til offlinelogin',
      refreshTitle: 'Opret en ny nøgle?',
      refreshWarning:
        'En ny nøgle til offlinelogin erstatter den nuværende med det samme. Kiosker, der er offline, accepterer kun den gamle nøgle, indtil de har forbindelse igen.',
      version: 'Version %{version}',
      saving: 'Gemmer…',
      errors: {
        invalidEmail: 'Angiv gyldige e-mailadresser adskilt af kommaer.',
        minimumEmails: 'Tilføj mindst én e-mailadresse, eller slå e-mailbeskeder fra.',
        pendingEmail: 'Tilføj adressen i feltet, eller ryd feltet.',
      },
    },
  },
};
