// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager kan inte starta',
      config: 'Konfigurationsfilen %{url} kunde inte läsas.',
      config_check:
        'Kontrollera att config.json bredvid index.html är giltig JSON och att platformUrl, deviceControlUrl och loginUrl är http- eller https-adresser.',
      platform: 'Plattformen på %{url} svarade inte.',
      platform_check:
        'Kontrollera platformUrl i config.json, och att plattformen kan nås från det här nätverket och tillåter den här konsolens adress.',
      serverinfo: 'Plattformen gav inte sin serverinformation (%{url}).',
      serverinfo_check:
        'Kontrollera att platformUrl i config.json är själva plattformen och att plattformen körs.',
      deviceControl: 'Servern för enhetsstyrning gav inte sina inställningar (%{url}).',
      deviceControl_check:
        'Kontrollera deviceControlUrl i config.json, och att servern för enhetsstyrning körs och tillåter den här konsolens adress.',
      rights_title: 'Device Manager kan inte öppna Kiosk',
      rights: 'Servern för enhetsstyrning bekräftade inte din behörighet (%{url}).',
      rights_check:
        'Kontrollera att deviceControlUrl i config.json anger servern för enhetsstyrning för den här plattformen, att den körs och att den tillåter den här konsolens adress.',
      retry: 'Försök igen',
    },
  },
};
