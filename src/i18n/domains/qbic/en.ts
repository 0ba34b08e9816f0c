// QBIC devices tab: IP ranges, scan, players, their actions and the device dialogs (001 §7, §8; 000 §2.6).
export default {
  dm: {
    qbic: {
      ok: 'OK',
      ranges: {
        title: 'IP ranges',
        add: 'Add range',
        empty: 'No IP ranges yet. Add one to scan it for players.',
        name: 'Name',
        firstIp: 'First address',
        lastIp: 'Last address',
        addresses: 'Addresses',
        count: 'This range contains %{count} address. |||| This range contains %{count} addresses.',
        hint: 'Up to %{max} address per range, for example 192.168.1.10 to 192.168.1.60. |||| Up to %{max} addresses per range, for example 192.168.1.10 to 192.168.1.60.',
        edit: 'Edit the range %{name}',
        delete: 'Delete the range %{name}',
        addTitle: 'Add an IP range',
        editTitle: 'Edit the IP range',
        deleteTitle: 'Delete IP range',
        deleteContent: 'Delete the range %{name}? Players found in it stay in the list until the next scan.',
        errors: {
          name: 'Enter a name of 1 to %{max} character. |||| Enter a name of 1 to %{max} characters.',
          overlapUnknown: 'This range overlaps another range in this tenant.',
        },
      },
      scan: {
        start: 'Scan',
        cancel: 'Cancel scan',
        noRanges: 'Add an IP range to scan for players.',
        progress:
          'Addresses scanned: %{scanned} of %{total}. %{found} player found |||| Addresses scanned: %{scanned} of %{total}. %{found} players found',
        done: 'Scan finished: %{found} player found (addresses scanned: %{total}). |||| Scan finished: %{found} players found (addresses scanned: %{total}).',
        cancelled:
          'Scan cancelled (addresses scanned: %{scanned} of %{total}): %{found} player found. |||| Scan cancelled (addresses scanned: %{scanned} of %{total}): %{found} players found.',
        silent: 'Not answering: %{players}. |||| Not answering (%{smart_count} players): %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: '%{smart_count} more |||| %{smart_count} more',
        scheduledOff:
          'Off by schedule: %{players}. |||| Off by schedule (%{smart_count} players): %{players}.',
        invalidRanges: 'The IP ranges are not valid. Correct them, then scan again.',
      },
      status: {
        notAnsweringSince: 'Not answering since %{time}',
        offBySchedule: 'Off by schedule until %{time}',
        unchecked: 'Not checked yet',
        lastSeen: 'Last seen %{time}',
        live: 'Live',
        locked: 'Locked',
        offline: 'Offline',
        restarting: 'Restarting…',
      },
      history: {
        title: 'History of %{name}',
        empty: 'The activity log has nothing on this player yet.',
        all: 'Open in the activity log',
      },
      players: {
        title: 'Players',
        empty: 'No players yet. Scan the IP ranges to find them.',
        selectAll: 'Select all players',
        select: 'Select %{name}',
        protected: 'Protected',
        notProtected: 'Factory password',
        miniDisplay: 'Mini Display',
        columns: {
          status: 'Status',
          name: 'Name',
          model: 'Model',
          serial: 'Serial number',
          ip: 'IP address',
          password: 'Password',
          firmware: 'Firmware',
          app: 'App version',
          screenshot: 'Screenshot',
        },
      },
      screenshot: {
        take: 'Take a screenshot of %{name}',
        open: 'Open the screenshot of %{name}',
      },
      bar: {
        label: 'Actions on the selected players',
        selected: '%{count} player selected |||| %{count} players selected',
        clear: 'Clear selection',
        unlock: 'Unlock',
        lock: 'Lock',
        reboot: 'Restart',
        progress: {
          unlock: 'Resetting passwords, done: %{done} of %{total}',
          lock: 'Locking players, done: %{done} of %{total}',
          reboot: 'Restarting players, done: %{done} of %{total}',
        },
      },
      report: {
        title: { unlock: 'Unlock results', lock: 'Lock results', reboot: 'Restart results' },
        summary: 'Succeeded: %{succeeded}. Failed: %{failed}.',
        result: 'Result',
        done: 'Done',
      },
      prompt: {
        heading: 'Unlock QBIC device',
        message:
          'The device %{name} (serial number %{serial}, address %{ip}) did not accept the known passwords. Enter its password to continue.',
        password: 'Device password',
        message_own:
          'The device %{name} (serial number %{serial}, address %{ip}) has a password of its own, set in this console. Enter it to continue.',
        wrong: 'Wrong password: the device did not accept it. Enter it again.',
      },
      offline: {
        title: 'Offline or restarting',
        message:
          'The device %{name} (%{ip}) does not answer. Check that it is switched on and connected to the network, then scan again.',
      },
      security: {
        title: 'Locking is not available',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Enter an IPv4 address such as 192.168.1.10.',
          firstAfterLast: 'The first address must not come after the last one.',
          tooManyAddresses:
            'A range can contain at most %{max} address. |||| A range can contain at most %{max} addresses.',
          overlap: 'This range overlaps the range %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          'QBIC security is turned off for this tenant, so players cannot be locked with the tenant password. An administrator can turn it on in the kiosk settings.',
        DEVICE_REQUEST_FAILED: 'The device refused the request.',
        90001: 'An IP address in the range is not valid.',
        90002: 'The first address in the range comes after the last one.',
        90003: 'The range contains too many addresses.',
        90004: 'The range overlaps another range in this tenant.',
      },
    },
  },
};
