import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { orMissing } from '../../../components/missingValue';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import { deviceErrorKey } from '../../../devices';
import { failureHeadingKey } from '../failureText';
import type { QbicPlayer } from '../playerModel';
import { PASSWORD_SET, type ComparedField, type DriftReport } from './drift';

export interface DriftResultsProps {
  report: DriftReport<QbicPlayer>;
}

/** A long URL wraps inside its cell rather than widening the dialog at 768 px. */
const VALUE_SX = { overflowWrap: 'anywhere' } as const;

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
        <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT_PX }}>
          <Table size="small" stickyHeader aria-label={translate('dm.qbicDrift.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('dm.qbic.players.columns.name')}</TableCell>
                <TableCell>{translate('dm.qbicDrift.columns.field')}</TableCell>
                <TableCell>{translate('dm.qbicDrift.columns.baseline')}</TableCell>
                <TableCell>{translate('dm.qbicDrift.columns.player')}</TableCell>
              </TableRow>
            </TableHead>
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
                    <TableCell sx={VALUE_SX}>{shown(difference.field, difference.expected)}</TableCell>
                    <TableCell sx={VALUE_SX}>{shown(difference.field, difference.actual)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            ))}
          </Table>
        </TableContainer>
      )}
      {report.unreadable.length > 0 && (
        <PlayerSection
          heading={translate('dm.qbicDrift.unreadable')}
          testId="drift-unreadable"
          lines={report.unreadable.map(({ player, code }) => {
            const heading = failureHeadingKey(code);
            const reason = `${heading ? `${translate(heading)}: ` : ''}${translate(deviceErrorKey(code))}`;
            return { player, text: `${playerLabel(player)}: ${reason}` };
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

interface PlayerSectionProps {
  heading: string;
  testId: string;
  lines: { player: QbicPlayer; text: string }[];
}

/** A titled list of players, one line each, marked with their serial numbers. */
const PlayerSection = ({ heading, testId, lines }: PlayerSectionProps) => (
  <Stack spacing={0.5} component="section" aria-label={heading}>
    <Typography variant="subtitle2" component="h3">
      {heading}
    </Typography>
    {lines.map(({ player, text }) => (
      <Typography key={player.serial_number} data-testid={testId} data-serial={player.serial_number}>
        {text}
      </Typography>
    ))}
  </Stack>
);
