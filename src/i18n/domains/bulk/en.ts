// Bulk configuration by spreadsheet on the Devices tab and the player tab.
import sheet from '../../../domain/sheetWords/en';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Upload',
        bulkConfiguration: 'Bulk configuration',
        downloading: 'Downloading bulk configuration…',
        downloaded: 'The bulk configuration was downloaded.',
        fileDownloaded: 'Downloaded: %{name}',
        leftOut:
          'The sheet leaves out the device no longer in this tenant: %{names}. It was deselected. |||| The sheet leaves out the %{smart_count} devices no longer in this tenant: %{names}. They were deselected.',
        noneInTenant:
          'The selected device is no longer in this tenant, so there is no sheet to download. The list was refreshed. |||| None of the %{smart_count} selected devices is still in this tenant, so there is no sheet to download. The list was refreshed.',
      },
      serviceDesk: {
        title: 'Bulk configuration not supported',
        message:
          'Bulk configuration is not supported for service displays and desk displays: the sheet has no fields for them. Deselect them to continue, and configure each one individually.',
        names:
          'The service or desk display among the selected devices: |||| The %{smart_count} service or desk displays among the selected devices:',
        more: 'and %{smart_count} more |||| and %{smart_count} more',
        deselect:
          'Deselect the service or desk display |||| Deselect the %{smart_count} service and desk displays',
      },
      miniDisplay: {
        names:
          'The Mini Display among the selected devices: |||| The %{smart_count} Mini Displays among the selected devices:',
        deselect: 'Deselect the Mini Display |||| Deselect the %{smart_count} Mini Displays',
        more: 'and %{smart_count} more |||| and %{smart_count} more',
        title: 'Bulk configuration not supported',
        message:
          'Bulk configuration is not supported for the Mini Display. Deselect the Mini Display to continue.',
      },
      dialog: {
        devicesTitle: 'Bulk configuration upload',
        devicesDescription:
          'Choose the bulk configuration file (.xlsx) that you downloaded and edited, then validate it. Only valid rows that change something are pushed.',
        playersTitle: 'Player bulk configuration upload',
        playersDescription:
          'Choose the edited .xlsx player sheet, then validate it. Before you push, the dialog lists what the push will change on the players; a row that matches its player changes nothing.',
        chooseFile: 'Choose .xlsx file',
        chooseAnother: 'Choose another file',
        noFile: 'No file chosen',
        validate: 'Validate',
        validating: 'Validating…',
        push: 'Push config',
        pushing: 'Pushing…',
        cancel: 'Cancel',
        close: 'Close',
        retryFailed: 'Retry failed',
        downloadResult: 'Download result',
      },
      table: {
        device: 'Device',
        status: 'Status',
        details: 'Details',
        serialNumber: 'Serial number',
        deviceName: 'Device name',
        username: 'User name',
        row: 'Row %{row}',
        show: 'Show',
        filter: { all: 'All rows', problems: 'Errors', changes: 'Changes', unchanged: 'No change' },
        empty: 'No rows to show.',
      },
      status: {
        ready: 'Ready',
        unchanged: 'No change',
        errors: '%{smart_count} error found |||| %{smart_count} errors found',
        pending: 'Waiting',
        success: 'Saved',
        failed: 'Failed',
      },
      rows: {
        notConfigured: 'Not configured yet: fill in or remove this row.',
        typeNotInBulk:
          '%{type}: this display type cannot be configured in bulk (only room, floor and feedback displays can). Configure the device on its own or remove this row.',
        missing: '%{field}: no value',
        unknown: '%{field}: “%{id}” does not belong to this tenant',
        deviceUnknown: 'Device “%{id}” does not belong to this tenant',
        otherType:
          '%{field}: “%{id}” belongs to a different display type (%{type}) from this row (%{rowType})',
        otherRegion: 'Room “%{id}” is not in region “%{region}”',
        otherBuilding: '%{field}: “%{id}” is not in building “%{building}”',
        oldConfig:
          'This row is older than the device’s configuration, which changed after the download. Download the bulk configuration again.',
        miniDisplay:
          'This device is a Mini Display, which cannot be configured in bulk. Configure it on its own.',
        change: '%{field}: %{before} → %{after}',
        none: 'none',
        noChange: 'The device already has this configuration, so it is not pushed.',
      },
      summary: {
        notConfigured:
          'The device not configured yet has an empty row: fill it in or remove it. |||| %{smart_count} devices not configured yet have empty rows: fill them in or remove them.',
        stale:
          '%{smart_count} row is older than its device’s configuration and is not pushed. Download the bulk configuration again. |||| %{smart_count} rows are older than their devices’ configurations and are not pushed. Download the bulk configuration again.',
        validationFailed: 'Validation failed',
        missingFields: 'Missing fields: %{fields}',
        invalidConfigs: 'Rows with an invalid configuration are not pushed: %{invalid} of %{total}.',
        counts: 'To push: %{toPush}. Without changes: %{unchanged}. With errors: %{invalid}.',
        invalidFields: 'Fields with wrong values: %{fields}',
        nothingToPush: 'There is nothing to push: no valid row changes its device.',
      },
      result: {
        title: 'Bulk configuration result',
        counts: 'Saved: %{success}. Failed: %{failed}.',
        allSaved: 'Every pushed device was saved.',
        playersTitle: 'Player bulk configuration result',
        allPlayersSaved: 'Every pushed player was saved.',
        retryHint: '“Retry failed” sends only the rows that were not saved.',
        fileName: 'bulk-configuration-result',
        sheetName: 'Result',
        playersFileName: 'player-bulk-configuration-result',
        playersSheetName: 'Player result',
        sessionRestored:
          'Your session ended during this push; you are signed in again. “Retry failed” sends the rows that were not saved.',
        sessionHint: 'Your session ended during the push. Sign in again, then use “Retry failed”.',
        sheet: {
          row: 'Row',
          deviceId: 'Device ID',
          device: 'Device',
          outcome: 'Outcome',
          serialNumber: 'Serial number',
          deviceName: 'Device name',
          username: 'User name',
          notPushed: 'Not pushed',
          reason: 'Reason',
          changes: 'Changes',
        },
      },
      push: {
        sessionEnded: 'Not pushed: the session ended',
        cancelled: 'Not pushed: stopped',
      },
      file: {
        notMultipart: 'The file could not be sent. Try again.',
        noFile: 'Choose a file to upload.',
        notXlsx: 'Only .xlsx files can be uploaded.',
        notSpreadsheet: 'This file is not an .xlsx spreadsheet.',
        corrupt: 'This file is damaged and cannot be read.',
        tooLarge: 'This file is too large (at most 10 MB).',
        tooBigUnpacked: 'This file is too large once unpacked.',
        tooManyRows: 'The sheet has too many rows (at most 10,000).',
        timeout: 'This file took too long to read.',
        formula: 'Cell %{cell} contains a formula. Enter plain values only.',
        empty: 'The sheet has no rows to configure.',
        missingHeaders: 'Missing columns: %{names}',
        unknownHeaders: 'Unknown columns: %{names}',
        duplicateHeaders: 'Duplicate columns: %{names}',
        duplicateRows: 'Devices in more than one row: %{names}',
        title: 'The file was not accepted',
      },
      player: {
        noChange: 'Nothing to change: the player already matches this row',
        removeLogin: {
          title: 'Remove logins?',
          message:
            'The user name is empty in the row of this player, so the push removes its login: %{names}. Push anyway? |||| The user name is empty in the rows of these %{smart_count} players, so the push removes their login: %{names}. Push anyway?',
        },
        summary: {
          title: 'Push config will:',
          name: 'set the name of %{smart_count} player |||| set the name of %{smart_count} players',
          loginSet:
            'set the login (user name and password) of %{smart_count} player |||| set the login (user name and password) of %{smart_count} players',
          loginRemove:
            'remove the login of %{smart_count} player |||| remove the login of %{smart_count} players',
          derive:
            'change the device password of %{smart_count} player to the console’s own password (QBIC security is on) |||| change the device password of %{smart_count} players to the console’s own password (QBIC security is on)',
          reset:
            'reset the device password of %{smart_count} player to the factory password (QBIC security is off) |||| reset the device password of %{smart_count} players to the factory password (QBIC security is off)',
          unchanged:
            'leave %{smart_count} player as it is: it already matches its row |||| leave %{smart_count} players as they are: they already match their rows',
          nothing: 'Nothing to push: every player already matches its row.',
        },
        download: 'Download bulk configuration',
        serialNotFound: 'Serial number not found among the scanned players',
        serialMissing: 'Serial number is missing',
        serialRepeated: 'Serial number “%{serial}” is already in an earlier row',
        ipInvalid: 'IP address “%{ip}” is not an IPv4 address',
        nameTooLong: 'Device name is too long: %{length} characters, at most %{max}',
        passwordMissing: 'Password missing: a user name needs a password',
        statusChanged: 'Status changed: the server refused this row',
        unableToConnect: 'Unable to connect',
        locked: 'Skipped: the device is locked',
        lockedOwn: 'Skipped: locked with its own password, set in this console. “Retry failed” asks for it.',
        mismatch: 'Another player answers at this IP address (serial number mismatch)',
        unlockFailed: 'The player’s password could not be reset',
        lockFailed: 'The player could not be locked',
        failed: 'The player refused the change',
      },
    },
  },
};
