import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { namedList, type NamedPlayer } from '../../../players/namedPlayers';

/** A line naming some of the scan's players (the silent ones, those off by their schedule); nothing when none. */
export const NamedPlayersLine = ({
  players,
  text,
  color,
  testId,
}: {
  players: readonly NamedPlayer[];
  text: string;
  color: string;
  testId: string;
}) => {
  const translate = useTranslate();
  if (players.length === 0) return null;
  return (
    <Typography variant="body2" color={color} data-testid={testId}>
      {translate(text, { smart_count: players.length, players: namedList(translate, players) })}
    </Typography>
  );
};
