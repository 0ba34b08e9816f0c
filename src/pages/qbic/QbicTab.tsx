import { Stack } from '@mui/material';
import { PlayersPanel } from './players/PlayersPanel';
import { IpRangesPanel } from './ranges/IpRangesPanel';
import { RolloutPanel } from './rollout/RolloutPanel';
import { useIpRanges } from './useIpRanges';

/** The tab's content: the IP ranges, then the players. */
export const QbicTab = () => {
  const ranges = useIpRanges();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <IpRangesPanel ranges={ranges} />
      <PlayersPanel ranges={ranges.list.data ?? []} />
      <RolloutPanel />
    </Stack>
  );
};
