import { Stack } from '@mui/material';
import { useState } from 'react';
import type { QbicPlayer } from './playerModel';
import { PlayersPanel } from './players/PlayersPanel';
import { IpRangesPanel } from './ranges/IpRangesPanel';
import { RolloutPanel } from './rollout/RolloutPanel';
import { useIpRanges } from './useIpRanges';

/** The tab's content: the IP ranges, then the players. */
export const QbicTab = () => {
  const ranges = useIpRanges();
  const [rolloutFor, setRolloutFor] = useState<readonly QbicPlayer[] | null>(null);
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <IpRangesPanel ranges={ranges} />
      <PlayersPanel ranges={ranges.list.data ?? []} onRollout={setRolloutFor} />
      <RolloutPanel requested={rolloutFor} onRequestSeen={() => setRolloutFor(null)} />
    </Stack>
  );
};
