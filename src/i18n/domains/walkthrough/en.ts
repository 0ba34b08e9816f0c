// What a walk-through of the console asked for: sign-in hints, confirmations and explanations.
export default {
  dm: {
    ux: {
      sso: { invalid: 'Enter the organization ID: letters, digits, dots, hyphens or underscores.' },
      number: {
        adjusted: '“%{typed}” is not a whole number from %{min} to %{max}, so %{value} is used instead.',
      },
      units: { seconds: 'seconds' },
      settings: {
        saved: 'The settings were saved.',
        discard_title: 'Discard your changes?',
        discard_message: 'Some changes to the settings are not saved. Close without saving them?',
        allow_password_help:
          'When on, the kiosk app may change the password of its players itself, and signs in with the offline login key below when the platform cannot be reached.',
      },
      looks: {
        in_use_themes:
          'Devices use this theme (%{number}): it cannot be deleted until they have another theme.',
        in_use_profiles:
          'Devices use this profile (%{number}): it cannot be deleted until they have another profile.',
      },
      qbic: {
        reboot_title: 'Restart the players?',
        reboot_message:
          'The selected players (%{number}) will restart and cannot be reached for a short while.',
      },
    },
  },
};
