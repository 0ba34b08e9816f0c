import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, formatTime } from '../../../components/format';
import { offBySchedule } from '../../../domain/players/schedule';
import { StatusChip } from '../../../components/StatusChip';
import type { StatusTone } from '../../../components/statusTone';
import { deviceErrorKey } from '../../../players';
import { playerStatus, type PlayerStatus, type QbicPlayer } from '../../../players/playerModel';

/** The same tones as the Devices tab's statuses: Live green, Locked grey, Offline red; not checked yet grey. */
const TONES: Record<PlayerStatus, StatusTone> = {
  live: 'success',
  locked: 'neutral',
  offline: 'error',
  unchecked: 'neutral',
};

/**
 * Live, locked or offline; "restarting" beside it after a reboot, or since when a player seen before has not answered
 * (or, when its own schedule has it off now, until when: greyed, not in trouble); a warning when the serial does not
 * match. A player only remembered (not checked yet in this tab) says when it was last seen, or its schedule.
 */
export const PlayerStatusChip = ({ player }: { player: QbicPlayer }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = playerStatus(player);
  const silent = !player.online && !player.rebooting;
  const offUntil = silent ? offBySchedule(player.schedule, new Date()) : null;
  const seen = !offUntil && player.lastSeen ? formatDateTime(player.lastSeen, locale) : null;
  const silentSince = silent && !player.unchecked && seen;
  const lastSeen = silent && player.unchecked && seen;
  const caption = (testId: string, text: string) => (
    // Under the chip, wrapping within the column: beside it the words were cut off ("Off by s…").
    <Typography variant="caption" color="text.secondary" data-testid={testId} sx={{ lineHeight: 1.3 }}>
      {text}
    </Typography>
  );
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      <Stack direction="row" spacing={0.5} alignItems="center">
        <StatusChip
          tone={offUntil ? 'neutral' : TONES[status]}
          label={translate(`dm.qbic.status.${status}`)}
          status={status}
        />
        {/* Beside the chip, not under it: the row keeps its height while the player restarts. */}
        {player.rebooting && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {translate('dm.qbic.status.restarting')}
          </Typography>
        )}
        {player.error && (
          // A stop of its own for the keyboard: the warning is read and its tooltip shown on focus, not on hover only.
          <Tooltip title={translate(deviceErrorKey(player.error))}>
            <WarningAmberIcon
              color="warning"
              fontSize="small"
              role="img"
              tabIndex={0}
              aria-label={translate(deviceErrorKey(player.error))}
              aria-hidden={false}
              data-testid="serial-mismatch"
              sx={{ borderRadius: 0.5, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
            />
          </Tooltip>
        )}
      </Stack>
      {silentSince &&
        caption('not-answering-since', translate('dm.qbic.status.notAnsweringSince', { time: seen }))}
      {lastSeen && caption('last-seen', translate('dm.qbic.status.lastSeen', { time: seen }))}
      {offUntil &&
        caption(
          'off-by-schedule',
          translate('dm.qbic.status.offBySchedule', { time: formatTime(offUntil, locale) }),
        )}
    </Stack>
  );
};
