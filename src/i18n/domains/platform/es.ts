// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager no puede iniciarse',
      config: 'No se pudo leer el archivo de configuración %{url}.',
      config_check:
        'Compruebe que config.json, junto a index.html, es un JSON válido y que platformUrl, deviceControlUrl y loginUrl son direcciones http o https.',
      platform: 'La plataforma de %{url} no ha respondido.',
      platform_check:
        'Compruebe el valor de platformUrl en config.json y que la plataforma es accesible desde esta red y admite la dirección de esta consola.',
      serverinfo: 'La plataforma no devolvió su información de servidor (%{url}).',
      serverinfo_check:
        'Compruebe que platformUrl en config.json es la propia plataforma y que la plataforma está en marcha.',
      deviceControl: 'El servidor de control de dispositivos no devolvió su configuración (%{url}).',
      deviceControl_check:
        'Compruebe el valor de deviceControlUrl en config.json y que el servidor de control de dispositivos está en marcha y admite la dirección de esta consola.',
      rights_title: 'Device Manager no puede abrir el Quiosco',
      rights: 'El servidor de control de dispositivos no confirmó sus permisos (%{url}).',
      rights_check:
        'Compruebe que deviceControlUrl en config.json indica el servidor de control de dispositivos de esta plataforma, que está en marcha y que admite la dirección de esta consola.',
      retry: 'Reintentar',
    },
  },
};
