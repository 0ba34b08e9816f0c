// The screenshot dialog of both tabs (000 §2.9): the picture with its age, the versions and the last connection.
export default {
  dm: {
    screenshot: {
      title: 'Screenshot of %{name}',
      alt: 'Latest screenshot of %{name}',
      notFound: 'Image not found',
      none: 'No screenshot yet',
      request: 'Request new screenshot',
      taken: 'Taken %{age}',
      age: {
        seconds: '%{smart_count} second ago |||| %{smart_count} seconds ago',
        minutes: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
        hours: '%{smart_count} hour ago |||| %{smart_count} hours ago',
        days: '%{smart_count} day ago |||| %{smart_count} days ago',
      },
      firmware: 'Firmware version',
      os: 'OS version',
      app: 'App version',
      lastConnected: 'Last connected',
      infoError: 'The device details could not be loaded.',
    },
  },
};
