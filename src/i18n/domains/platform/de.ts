// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager kann nicht starten',
      config: 'Die Konfigurationsdatei %{url} konnte nicht gelesen werden.',
      config_check:
        'Prüfen Sie, ob config.json neben index.html gültiges JSON ist und platformUrl, deviceControlUrl und loginUrl http- oder https-Adressen sind.',
      platform: 'Die Plattform unter %{url} hat nicht geantwortet.',
      platform_check:
        'Prüfen Sie platformUrl in config.json und ob die Plattform aus diesem Netz erreichbar ist und die Adresse dieser Konsole zulässt.',
      serverinfo: 'Die Plattform hat ihre Serverinformationen nicht geliefert (%{url}).',
      serverinfo_check:
        'Prüfen Sie, ob platformUrl in config.json die Plattform selbst ist und ob die Plattform läuft.',
      deviceControl: 'Das Device-Control-Backend hat seine Einstellungen nicht geliefert (%{url}).',
      deviceControl_check:
        'Prüfen Sie deviceControlUrl in config.json und ob das Device-Control-Backend läuft und die Adresse dieser Konsole zulässt.',
      rights_title: 'Device Manager kann Kiosk nicht öffnen',
      rights: 'Das Device-Control-Backend hat Ihre Rechte nicht bestätigt (%{url}).',
      rights_check:
        'Prüfen Sie, ob deviceControlUrl in config.json das Device-Control-Backend dieser Plattform nennt, ob es läuft und ob es die Adresse dieser Konsole zulässt.',
      retry: 'Erneut versuchen',
    },
  },
};
