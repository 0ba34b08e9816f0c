// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager ne peut pas démarrer',
      config: "Le fichier de configuration %{url} n'a pas pu être lu.",
      config_check:
        "Vérifiez que config.json, à côté d'index.html, est un JSON valide et que platformUrl, deviceControlUrl et loginUrl sont des adresses http ou https.",
      platform: "La plateforme à l'adresse %{url} n'a pas répondu.",
      platform_check:
        "Vérifiez platformUrl dans config.json, que la plateforme est joignable depuis ce réseau et qu'elle autorise l'adresse de cette console.",
      serverinfo: "La plateforme n'a pas renvoyé ses informations de serveur (%{url}).",
      serverinfo_check:
        'Vérifiez que platformUrl dans config.json désigne bien la plateforme et que celle-ci fonctionne.',
      deviceControl: "Le serveur de contrôle des appareils n'a pas renvoyé ses paramètres (%{url}).",
      deviceControl_check:
        "Vérifiez deviceControlUrl dans config.json, que le serveur de contrôle des appareils fonctionne et qu'il autorise l'adresse de cette console.",
      rights_title: 'Device Manager ne peut pas ouvrir le Kiosque',
      rights: "Le serveur de contrôle des appareils n'a pas confirmé vos droits (%{url}).",
      rights_check:
        "Vérifiez que deviceControlUrl dans config.json désigne le serveur de contrôle des appareils de cette plateforme, qu'il fonctionne et qu'il autorise l'adresse de cette console.",
      retry: 'Réessayer',
    },
  },
};
