import { Stack } from '@mui/material';
import { useState } from 'react';
import type { QbicPlayer } from '../../players/playerModel';
import { PlayersPanel } from './players/PlayersPanel';
import { IpRangesPanel } from './ranges/IpRangesPanel';
import { RolloutPanel } from './rollout/RolloutPanel';
import { useIpRanges } from './useIpRanges';

/**
 * The tab's content: the IP ranges, the rollout of an update, then the players. The players come last, so that the
 * list, its pager and the floating bar end the page and scrolling to the end keeps the list's headings in view.
 */
export const QbicTab = () => {
  const ranges = useIpRanges();
  const [rolloutFor, setRolloutFor] = useState<readonly QbicPlayer[] | null>(null);
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <IpRangesPanel ranges={ranges} />
      <RolloutPanel requested={rolloutFor} onRequestSeen={() => setRolloutFor(null)} />
      <PlayersPanel ranges={ranges.list.data ?? []} onRollout={setRolloutFor} />
    </Stack>
  );
};
