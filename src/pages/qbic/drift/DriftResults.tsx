import { Stack, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BreakableUrl } from '../../../components/BreakableUrl';
import { orMissing } from '../../../components/missingValue';
import { deviceErrorKey } from '../../../players';
import { ReportTable } from '../dialogs/ReportTable';
import { PlayerSection } from './PlayerSection';
import { failureHeadingKey } from '../../../players/failureText';
import type { QbicPlayer } from '../../../players/playerModel';
import { PASSWORD_SET, type ComparedField, type DriftReport } from '../../../players/drift/drift';

export interface DriftResultsProps {
  report: DriftReport<QbicPlayer>;
}

/** A long URL wraps inside its cell, at its separators, rather than widening the dialog at 768 px. */
const VALUE_SX = { overflowWrap: 'anywhere' } as const;

const COLUMNS = [
  'dm.qbic.players.columns.name',
  'dm.qbicDrift.columns.field',
  'dm.qbicDrift.columns.baseline',
  'dm.qbicDrift.columns.player',
] as const;

const playerLabel = (player: QbicPlayer) => `${player.player_name} (${player.ip})`;

/**
 * The outcome of a drift check: the counts, then only the players that differ with only their differing
 * fields (the baseline's value beside the player's), then the players that could not be read and why, then
 * those the baseline does not name (not in the last bulk sheet pushed).
 */
export const DriftResults = ({ report }: DriftResultsProps) => {
  const translate = useTranslate();
  const shown = (field: ComparedField, value: string) =>
    field === 'login_password' && value === PASSWORD_SET
      ? translate('dm.qbicDrift.password_set')
      : orMissing(value);
  return (
    <Stack spacing={2}>
      <Typography data-testid="drift-summary">
        {translate('dm.qbicDrift.summary', {
          drifted: report.drifted.length,
          matching: report.matching,
          unreadable: report.unreadable.length,
        })}
      </Typography>
      {report.drifted.length === 0 && (
        <Typography color="success.main" data-testid="drift-clean">
          {translate('dm.qbicDrift.clean')}
        </Typography>
      )}
      {report.drifted.length > 0 && (
        <ReportTable columns={COLUMNS} label={translate('dm.qbicDrift.title')}>
          {report.drifted.map(({ player, differences }) => (
            <TableBody
              key={player.serial_number}
              data-testid="drift-player"
              data-serial={player.serial_number}
            >
              {differences.map((difference, index) => (
                <TableRow key={difference.field} data-testid="drift-field" data-field={difference.field}>
                  {index === 0 && (
                    <TableCell rowSpan={differences.length} sx={{ verticalAlign: 'top' }}>
                      {playerLabel(player)}
                    </TableCell>
                  )}
                  <TableCell>{translate(`dm.qbicDrift.fields.${difference.field}`)}</TableCell>
                  <TableCell sx={VALUE_SX}>
                    <BreakableUrl value={shown(difference.field, difference.expected)} />
                  </TableCell>
                  <TableCell sx={VALUE_SX}>
                    <BreakableUrl value={shown(difference.field, difference.actual)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </ReportTable>
      )}
      {report.unreadable.length > 0 && (
        <PlayerSection
          heading={translate('dm.qbicDrift.unreadable')}
          testId="drift-unreadable"
          lines={report.unreadable.map(({ player, code }) => {
            const heading = failureHeadingKey(code);
            const error = translate(deviceErrorKey(code));
            const reason = heading
              ? translate('dm.common.labelled', { label: translate(heading), text: error })
              : error;
            return {
              player,
              text: translate('dm.common.labelled', { label: playerLabel(player), text: reason }),
            };
          })}
        />
      )}
      {report.notInBaseline.length > 0 && (
        <PlayerSection
          heading={translate('dm.qbicDrift.sheet.not_in_sheet')}
          testId="drift-not-in-sheet"
          lines={report.notInBaseline.map((player) => ({ player, text: playerLabel(player) }))}
        />
      )}
    </Stack>
  );
};
