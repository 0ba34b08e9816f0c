// Starting the console: what discovery of the platform (config.json, serverinfo, dcSettings) and the rights
// check before Kiosk (auth/init, people/me, auth/hasRights) report.
export default {
  dm: {
    platform: {
      title: 'Device Manager cannot start',
      config: 'The configuration file %{url} could not be read.',
      config_check:
        'Check that config.json next to index.html is valid JSON and that platformUrl, deviceControlUrl and loginUrl are http or https addresses.',
      platform: 'The platform at %{url} did not answer.',
      platform_check:
        'Check platformUrl in config.json, and that the platform can be reached from this network and allows this console’s address.',
      serverinfo: 'The platform did not return its server information (%{url}).',
      serverinfo_check:
        'Check that platformUrl in config.json is the platform itself and that the platform is running.',
      deviceControl: 'The device-control backend did not return its settings (%{url}).',
      deviceControl_check:
        'Check deviceControlUrl in config.json, and that the device-control backend is running and allows this console’s address.',
      rights_title: 'Device Manager cannot open Kiosk',
      rights: 'The device-control backend did not confirm your rights (%{url}).',
      rights_check:
        'Check that deviceControlUrl in config.json names the device-control backend of this platform, that it is running and that it allows this console’s address.',
      retry: 'Try again',
    },
  },
};
