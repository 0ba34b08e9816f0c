// Kiosk settings dialog (001 §2 kiosk variant, §4 Settings dialog, §5 email entry, §8 offline key warning).
export default {
  dm: {
    kioskSettings: {
      title: 'Kiosk settings',
      emailNotification: 'Email notification',
      language: 'Notification language',
      email: 'Email address',
      emails: 'Notification email addresses',
      emailHelp: 'Enter an address and add it; separate several addresses with commas.',
      addEmail: 'Add the email address',
      qbicSecurity: 'QBIC security',
      qbicWarning1:
        'With QBIC security on, the console locks players with a password derived from this tenant, and only this console can unlock them.',
      qbicWarning2:
        'Players locked this way no longer accept the factory password. Anyone who needs local access to a player must unlock it here first.',
      qbicWarning3:
        'Turning QBIC security off does not unlock players that are already locked: unlock them from the QBIC devices tab.',
      allowKioskPassword: 'Allow the kiosk to manage the password',
      offlineKey: 'Offline login key',
      refreshKey: 'Generate a new offline login key',
      refreshTitle: 'Generate a new key?',
      refreshWarning:
        'A new offline login key replaces the current one immediately. Kiosks that are offline keep accepting only the old key until they connect again.',
      version: 'Version %{version}',
      saving: 'Saving…',
      errors: {
        invalidEmail: 'Enter valid email addresses, separated by commas.',
        minimumEmails: 'Add at least one email address, or turn email notification off.',
        pendingEmail: 'Add the address you typed, or clear the field.',
      },
    },
  },
};
