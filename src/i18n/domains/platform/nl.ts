// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager kan niet starten',
      config: 'Het configuratiebestand %{url} kon niet worden gelezen.',
      config_check:
        'Controleer of config.json naast index.html geldige JSON is en of platformUrl, deviceControlUrl en loginUrl http- of https-adressen zijn.',
      platform: 'Het platform op %{url} heeft niet geantwoord.',
      platform_check:
        'Controleer platformUrl in config.json, en of het platform vanaf dit netwerk bereikbaar is en het adres van deze console toestaat.',
      serverinfo: 'Het platform heeft zijn serverinformatie niet doorgegeven (%{url}).',
      serverinfo_check:
        'Controleer of platformUrl in config.json het platform zelf is en of het platform draait.',
      deviceControl: 'De server voor apparaatbeheer heeft zijn instellingen niet doorgegeven (%{url}).',
      deviceControl_check:
        'Controleer deviceControlUrl in config.json, en of de server voor apparaatbeheer draait en het adres van deze console toestaat.',
      rights_title: 'Device Manager kan Kiosk niet openen',
      rights: 'De server voor apparaatbeheer heeft uw rechten niet bevestigd (%{url}).',
      rights_check:
        'Controleer of deviceControlUrl in config.json de server voor apparaatbeheer van dit platform noemt, of die draait en of die het adres van deze console toestaat.',
      retry: 'Opnieuw proberen',
    },
  },
};
