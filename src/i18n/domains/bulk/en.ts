// Bulk configuration by spreadsheet on the Devices tab and the player tab.
import { DEVICE_SHEET_COLUMNS } from '../../../domain/deviceBulk';
import { PLAYER_SHEET_COLUMNS } from '../../../domain/playerBulk';

export default {
  dm: {
    bulk: {
      sheet: {
        names: { devices: 'Devices', help: 'Help', players: 'Players' },
        // The headers English sheets have always had (src/domain): every other language translates them.
        columns: { ...DEVICE_SHEET_COLUMNS },
        players: { ...PLAYER_SHEET_COLUMNS },
        help: {
          column: 'Column',
          meaning: 'Meaning',
          id: 'ID',
          name: 'Name',
          sections: {
            regions: 'Regions',
            rooms: 'Rooms',
            buildings: 'Buildings',
            floors: 'Floors',
            locations: 'Locations',
            profiles: 'Profiles',
            themes: 'Themes',
          },
          meanings: {
            deviceId: 'The device this row configures. Required; one row per device.',
            deviceName: 'For you to recognise the device; not read back.',
            displayType: 'RD (room display), FD (floor display) or FBD (feedback display).',
            regionId: 'Room displays: the region of the room.',
            roomId: 'Room displays: the room shown.',
            buildingId: 'Floor displays: the building of the floors.',
            floorIds: 'Floor displays: one or more floor IDs, separated by commas.',
            defaultFloorId: 'Floor displays: one of the floor IDs above, shown first.',
            locationId: 'Feedback displays: the location asked about.',
            profileId: 'Required: a profile of the display type.',
            themeId: 'Room and floor displays: a theme of the display type.',
            configId:
              'Filled by the download: keep it as it is (blank: the device gets its first configuration).',
            configVersion:
              'Filled by the download: keep it as it is, so that a row older than the device’s configuration is found.',
          },
        },
      },
      bar: {
        upload: 'Upload',
        bulkConfiguration: 'Bulk configuration',
        downloading: 'Downloading bulk configuration…',
        downloaded: 'The bulk configuration was downloaded.',
      },
      miniDisplay: {
        names:
          'The Mini Display among the selected devices: |||| The %{smart_count} Mini Displays among the selected devices:',
        deselect: 'Deselect the Mini Display |||| Deselect the %{smart_count} Mini Displays',
        more: 'and %{smart_count} more',
        title: 'Bulk configuration not supported',
        message:
          'Bulk configuration is not supported for the Mini Display. Deselect the Mini Display to go on.',
      },
      dialog: {
        devicesTitle: 'Bulk configuration upload',
        devicesDescription:
          'Choose the edited .xlsx file of the bulk configuration download, then validate it. Only valid rows that change something are pushed.',
        playersTitle: 'Player bulk configuration upload',
        playersDescription:
          'Choose the edited .xlsx player sheet, then validate it. Each valid row sets the login and the name of its player.',
        chooseFile: 'Choose .xlsx file',
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
        username: 'Username',
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
        missing: '%{field} is missing',
        unknown: '%{field} “%{id}” is not one of this tenant’s',
        deviceUnknown: 'Device “%{id}” is not one of this tenant’s devices',
        oldConfig:
          'This row is older than the device’s configuration, which changed after the download. Download the bulk configuration again.',
        miniDisplay:
          'This device is a Mini Display, which cannot be configured in bulk. Configure it on its own.',
        change: '%{field}: %{before} → %{after}',
        none: 'none',
        noChange: 'The device already has this configuration; it is not pushed.',
      },
      summary: {
        validationFailed: 'Validation failed',
        missingFields: 'Missing fields: %{fields}',
        invalidConfigs: '%{invalid} of %{total} rows have invalid configurations and will not be pushed.',
        counts: '%{toPush} to push, %{unchanged} without changes, %{invalid} with errors',
        nothingToPush: 'There is nothing to push: no valid row changes its device.',
      },
      result: {
        title: 'Bulk configuration result',
        counts: '%{success} saved, %{failed} failed',
        allSaved: 'Every pushed device was saved.',
        sessionRestored:
          'Your session ended during this push; you are signed in again. Retry failed sends the rows that were not saved.',
        sessionHint: 'Your session ended during the push. Sign in again, then use Retry failed.',
        sheet: {
          row: 'Row',
          deviceId: 'Device ID',
          device: 'Device',
          outcome: 'Outcome',
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
        formula: 'Cell %{cell} holds a formula. Enter plain values only.',
        empty: 'The sheet has no rows to configure.',
        missingHeaders: 'Columns missing: %{names}',
        unknownHeaders: 'Columns not known: %{names}',
        duplicateHeaders: 'Columns given twice: %{names}',
        duplicateRows: 'Devices given in more than one row: %{names}',
        title: 'The file was not accepted',
      },
      player: {
        download: 'Download bulk configuration',
        serialNotFound: 'Serial number not found among the scanned players',
        serialMissing: 'Serial number is missing',
        passwordMissing: 'A username needs a password',
        statusChanged: 'Status changed: the server refused this row',
        unableToConnect: 'Unable to connect',
        locked: 'Skip, device locked',
        mismatch: 'Another player answers at this IP address (serial number mismatch)',
        unlockFailed: 'The player’s password could not be reset',
        lockFailed: 'The player could not be secured',
        failed: 'The player refused the change',
      },
    },
  },
};
