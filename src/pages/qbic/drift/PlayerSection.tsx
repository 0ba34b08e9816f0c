import { Stack, Typography } from '@mui/material';
import type { QbicPlayer } from '../../../players/playerModel';

export interface PlayerSectionProps {
  heading: string;
  testId: string;
  lines: { player: QbicPlayer; text: string }[];
}

/** A titled list of players, one line each, marked with their serial numbers. */
export const PlayerSection = ({ heading, testId, lines }: PlayerSectionProps) => (
  <Stack spacing={0.5} component="section" aria-label={heading}>
    <Typography variant="subtitle2" component="h3">
      {heading}
    </Typography>
    {lines.map(({ player, text }) => (
      <Typography
        key={player.serial_number}
        variant="body2"
        data-testid={testId}
        data-serial={player.serial_number}
      >
        {text}
      </Typography>
    ))}
  </Stack>
);
