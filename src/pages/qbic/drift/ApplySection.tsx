import { Box, Stack, Typography } from '@mui/material';
import type { PlayerApply } from '../../../players/drift/applyPlan';
import type { QbicPlayer } from '../../../players/playerModel';

export interface ApplySectionProps {
  heading: string;
  /** Marks each player's entry, with its serial number beside. */
  testId: string;
  entries: readonly PlayerApply<QbicPlayer>[];
  /** The lines shown under a player's name. */
  linesOf(entry: PlayerApply<QbicPlayer>): string[];
}

/** A titled part of the apply confirm: each player by name and address, its lines under it. */
export const ApplySection = ({ heading, testId, entries, linesOf }: ApplySectionProps) =>
  entries.length === 0 ? null : (
    <Stack spacing={1} component="section" aria-label={heading}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      {entries.map((entry) => (
        <Box key={entry.player.serial_number} data-testid={testId} data-serial={entry.player.serial_number}>
          <Typography variant="body2" fontWeight="bold">
            {`${entry.player.player_name} (${entry.player.ip})`}
          </Typography>
          {linesOf(entry).map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere', pl: 2 }}>
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
