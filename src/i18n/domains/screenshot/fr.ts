export default {
  dm: {
    screenshot: {
      title: "Capture d'écran de %{name}",
      alt: "Dernière capture d'écran de %{name}",
      notFound: 'Image introuvable',
      none: "Pas encore de capture d'écran",
      request: "Demander une nouvelle capture d'écran",
      taken: 'Prise %{age}',
      age: {
        seconds: 'il y a %{smart_count} seconde |||| il y a %{smart_count} secondes',
        minutes: 'il y a %{smart_count} minute |||| il y a %{smart_count} minutes',
        hours: 'il y a %{smart_count} heure |||| il y a %{smart_count} heures',
        days: 'il y a %{smart_count} jour |||| il y a %{smart_count} jours',
      },
      firmware: 'Version du micrologiciel',
      os: "Version de l'OS",
      app: "Version de l'application",
      lastConnected: 'Dernière connexion',
      infoError: "Les détails de l'appareil n'ont pas pu être chargés.",
    },
  },
};
