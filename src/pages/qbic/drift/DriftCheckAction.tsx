import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { playerKey, type QbicPlayer } from '../../../players/playerModel';
import type { BaselineChoice } from '../../../players/drift/baselineChoice';
import { DriftFlow } from './DriftFlow';

export interface DriftCheckActionProps {
  selected: readonly QbicPlayer[];
  /** Every player of the tab: the baseline can be any that answered the last scan. */
  players: readonly QbicPlayer[];
  /** Called after the baseline was applied to these players, so the page reads them again. */
  onChanged(players: readonly QbicPlayer[]): void;
}

interface Session {
  targets: QbicPlayer[];
  /** Counts the checks of this opening: each apply starts a fresh one that checks at once. */
  round: number;
}

/**
 * "Check drift" on the bottom bar (issue 23): compares the players selected when pressed with a baseline (a
 * player, a saved baseline, or the last bulk sheet pushed), and can apply it to those that differ. The choice
 * is kept from one opening to the next.
 */
export const DriftCheckAction = ({ selected, players, onChanged }: DriftCheckActionProps) => {
  const translate = useTranslate();
  const [session, setSession] = useState<Session | null>(null);
  const [choice, setChoice] = useState<BaselineChoice>({ kind: 'player', playerKey: '', savedId: '' });
  const candidates = players.filter((player) => player.online);
  const open = () => {
    const first = selected.find((player) => player.online);
    const kept = candidates.some((player) => playerKey(player) === choice.playerKey);
    const fallback = first ? playerKey(first) : candidates[0] ? playerKey(candidates[0]) : '';
    if (!kept) setChoice({ ...choice, playerKey: fallback });
    setSession({ targets: [...selected], round: 0 });
  };
  return (
    <>
      <Button size="small" startIcon={<CompareArrowsIcon />} onClick={open}>
        {translate('dm.qbicDrift.open')}
      </Button>
      {session && (
        <DriftFlow
          key={session.round}
          targets={session.targets}
          candidates={candidates}
          choice={choice}
          onChoice={setChoice}
          checkOnOpen={session.round > 0}
          onClose={() => setSession(null)}
          onApplied={(changed) => {
            onChanged(changed);
            setSession({ ...session, round: session.round + 1 });
          }}
        />
      )}
    </>
  );
};
