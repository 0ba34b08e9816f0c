// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager kan ikke starte',
      config: 'Konfigurationsfilen %{url} kunne ikke læses.',
      config_check:
        'Kontroller, at config.json ved siden af index.html er gyldig JSON, og at platformUrl, deviceControlUrl og loginUrl er http- eller https-adresser.',
      platform: 'Platformen på %{url} svarede ikke.',
      platform_check:
        'Kontroller platformUrl i config.json, og at platformen kan nås fra dette netværk og tillader denne konsols adresse.',
      serverinfo: 'Platformen gav ikke sine serveroplysninger (%{url}).',
      serverinfo_check:
        'Kontroller, at platformUrl i config.json er selve platformen, og at platformen kører.',
      deviceControl: 'Serveren til enhedsstyring gav ikke sine indstillinger (%{url}).',
      deviceControl_check:
        'Kontroller deviceControlUrl i config.json, og at serveren til enhedsstyring kører og tillader denne konsols adresse.',
      rights_title: 'Device Manager kan ikke åbne Kiosk',
      rights: 'Serveren til enhedsstyring bekræftede ikke dine rettigheder (%{url}).',
      rights_check:
        'Kontroller, at deviceControlUrl i config.json angiver serveren til enhedsstyring for denne platform, at den kører, og at den tillader denne konsols adresse.',
      retry: 'Prøv igen',
    },
  },
};
