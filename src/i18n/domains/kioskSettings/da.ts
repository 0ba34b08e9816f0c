// Dialogen med kioskindstillinger.
export default {
  dm: {
    kioskSettings: {
      title: 'Kioskindstillinger',
      emailNotification: 'E-mailbesked',
      language: 'Sprog for beskeder',
      email: 'E-mailadresse',
      emails: 'E-mailadresser til beskeder',
      emailHelp: 'Skriv en adresse, og tilføj den; adskil flere med kommaer.',
      addEmail: 'Tilføj e-mailadressen',
      qbicSecurity: 'QBIC-sikkerhed',
      qbicWarning1:
        'Med QBIC-sikkerhed låser konsollen afspillere med en adgangskode, der er afledt af organisationen, og kun denne konsol kan åbne dem igen.',
      qbicWarning2:
        'Afspillere, der er låst på denne måde, accepterer ikke længere fabriksadgangskoden. Den, der har brug for lokal adgang til en afspiller, skal først låse den op her.',
      qbicWarning3:
        'Når QBIC-sikkerhed slås fra, låses allerede låste afspillere ikke op: lås dem op under fanen QBIC-enheder.',
      allowKioskPassword: 'Lad kiosken administrere adgangskoden',
      offlineKey: 'Nøgle til offlinelogin',
      refreshKey: 'Opret en ny nøgle til offlinelogin',
      refreshTitle: 'Opret en ny nøgle?',
      refreshWarning:
        'En ny nøgle til offlinelogin erstatter den nuværende med det samme. Kiosker, der er afbrudt, accepterer kun den gamle nøgle, indtil de forbinder igen.',
      version: 'Version %{version}',
      saving: 'Gemmer…',
      errors: {
        invalidEmail: 'Angiv gyldige e-mailadresser adskilt af kommaer.',
        minimumEmails: 'Tilføj mindst én e-mailadresse, eller slå e-mailbesked fra.',
        pendingEmail: 'Tilføj adressen i feltet, eller ryd feltet.',
      },
    },
  },
};
