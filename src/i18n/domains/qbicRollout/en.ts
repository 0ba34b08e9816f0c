// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Update rollout',
      subheader: '%{file} (%{kind})',
      kind: { app: 'App', firmware: 'Firmware' },
      startAll:
        'Roll out an update to %{smart_count} player |||| Roll out an update to %{smart_count} players',
      empty:
        'Roll out an app (.apk) or firmware (.zip) in waves: a few players first, each checked after its restart, then the rest. Scan for players to start.',
      status: {
        remote: 'Running on another computer (%{name}): wave %{wave}.',
        remoteInterrupted:
          'Interrupted in wave %{wave} on another computer (%{name}): its browser is gone. Choose the file again to resume here, or abort.',
        elsewhere: 'Running in another tab of this browser: wave %{wave}.',
        ready: 'Ready to start.',
        running: 'Running wave %{wave}.',
        paused: 'Paused in wave %{wave}.',
        interrupted:
          'Interrupted in wave %{wave}: the page was closed or reloaded, or the session ended. Resume to continue.',
        aborted: 'Aborted. The final state of each player is shown below.',
        done: 'Finished.',
      },
      others: {
        title: 'Rollouts on other computers',
        running: 'Running on another computer (%{name}): %{file}, wave %{wave} of %{waves}.',
        interrupted:
          'Interrupted on another computer (%{name}): %{file}, wave %{wave} of %{waves}. Its browser is gone.',
        show: 'Show here',
      },
      stop: {
        canaryFailed: 'Paused: a player in the first wave failed. The other players are unchanged.',
        tooManyFailed:
          'Paused: too many players in wave %{wave} failed. The players in later waves are unchanged.',
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          'Refused: these players are taking part in a rollout that %{name} is running. Try again once it has ended.',
        recordsUnavailable: 'The shared records cannot be reached, so nothing was started. Try again.',
        recordTooLarge:
          'This rollout is too large for the shared records, so nothing was started. Select fewer players.',
        takenOver: 'This rollout was resumed on another computer and is now running there.',
        localOnly:
          'This platform keeps no shared records: this rollout is kept in this browser only, and colleagues on other computers cannot see it.',
        checked: 'Players checked again: %{checked}. Now updated: %{updated}.',
        oneAtATime: 'Only one rollout can run at a time: to start another, close this one once it has ended.',
        otherTab: 'This rollout is running in another tab of this browser.',
        otherFile: 'This is not the file of this rollout. Choose the same file again.',
        startedByOther: 'Started by %{name}, not by you. You can follow, resume or abort it.',
      },
      actions: {
        checkAgain: 'Check again',
        checking: 'Checking…',
        pause: 'Pause',
        pausing: 'Pausing…',
        resume: 'Resume',
        resumeWithoutFailed: 'Continue without the failed players',
        chooseFileToResume: 'Choose the file again to resume',
        abort: 'Abort',
        download: 'Download result',
        close: 'Close',
      },
      confirmAbort: {
        title: 'Abort the rollout?',
        message:
          'Players not yet reached keep their current version, and any file being sent is stopped. An aborted rollout cannot be resumed.',
      },
      totals:
        'Updated: %{updated}. Already on this version: %{current}. Failed: %{failed}. Skipped: %{skipped}. Not started: %{notStarted}.',
      totalsUnverified: 'File received, not checked: %{unverified}.',
      summary: { file: 'File', kind: 'Type', version: 'Version', startedBy: 'Started by' },
      waves: 'Waves',
      canaryWave:
        'Wave %{number} (canary): %{smart_count} player; failed: %{failed}; done: %{percent}% |||| Wave %{number} (canary): %{smart_count} players; failed: %{failed}; done: %{percent}%',
      wave: 'Wave %{number}: %{smart_count} player; failed: %{failed}; done: %{percent}% |||| Wave %{number}: %{smart_count} players; failed: %{failed}; done: %{percent}%',
      playersTable: 'Players in the rollout',
      columns: {
        name: 'Name',
        ip: 'IP address',
        serial: 'Serial number',
        wave: 'Wave',
        state: 'Status',
        reason: 'Reason',
        before: 'Previous version',
        after: 'Version now',
        started: 'Started',
        ended: 'Ended',
        time: 'Time',
      },
      phase: {
        waiting: 'Waiting',
        uploading: 'Sending the file',
        uploaded: 'File received',
        rebooting: 'Restarting',
        updated: 'Updated',
        failed: 'Failed',
        skipped: 'Skipped',
        current: 'Already on this version',
        notStarted: 'Not started',
        unverified: 'File received, not checked',
      },
      reason: {
        lateReturn: 'Came back after the time allowed',
        didNotReturn: 'Did not come back after the restart',
        oldVersion: 'Came back with the old version',
        refusedFile: 'Refused the file',
        wrongSerial: 'Answers with another serial number',
        unreachable: 'Offline or restarting',
        lockedByOther: 'Locked by someone else',
        ownPassword: 'Locked with its own password, set in this console; the password was not entered',
        offline: 'Offline',
        offBySchedule: 'Off by schedule',
        failed: 'Failed',
      },
      sheet: { fileName: 'update-rollout', name: 'Rollout', summary: 'Summary' },
      setup: {
        title: 'Roll out an update',
        tooMany:
          '%{number} player is selected, but one rollout updates at most %{max}. Select fewer players. |||| %{number} players are selected, but one rollout updates at most %{max}. Select fewer players.',
        intro:
          '%{smart_count} player gets the file in waves. Each wave starts only when every player in the previous wave is back on the new version. |||| %{smart_count} players get the file in waves. Each wave starts only when every player in the previous wave is back on the new version.',
        file: 'Choose the .apk or .zip file',
        canary: 'Players in the first wave',
        wavePercents: 'Later waves, as a percentage of the players',
        returnMinutes: 'Time allowed to come back after the restart, in minutes',
        maxFailurePercent: 'Pause when the share of failed players in a wave exceeds (%)',
        hints: {
          canary: 'Default: 1. Any failure in this wave pauses the rollout.',
          wavePercents: 'For example 10, 50. The rest of the players follow in a last wave.',
          returnMinutes: 'Default: 5.',
          maxFailurePercent: 'Default: 5.',
        },
        errors: {
          canary: 'Enter a whole number of at least 1.',
          wavePercents: 'Enter whole percentages from 1 to 100, separated by commas.',
          returnWithinMs: 'Enter a number of minutes from 0.5 to 60.',
          maxFailurePercent: 'Enter a percentage from 0 to 100.',
        },
        waves: 'Players per wave: %{waves}',
        checked: 'Players taking part: %{taking}. Skipped: %{skipped}.',
        skippedList: 'Skipped players',
        scheduledOff:
          'Off by schedule, skipped: %{players}. |||| Off by schedule, skipped (%{smart_count} players): %{players}.',
        check: 'Check players',
        start: 'Start rollout',
      },
    },
  },
};
