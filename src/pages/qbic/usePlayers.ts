import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { QbicPlayer } from '../../players/playerModel';
import { useQbicEnvironment } from './QbicEnvironment';

const EMPTY: QbicPlayer[] = [];

/**
 * The players of the QBIC tab, kept in the query cache for the tenant so they survive leaving the tab
 * (sign-out clears the cache). `update` applies a change to the latest list.
 */
export function usePlayers() {
  const { tenantId } = useQbicEnvironment();
  const queryClient = useQueryClient();
  const queryKey = ['qbic', 'players', tenantId];
  const { data } = useQuery({
    queryKey,
    queryFn: () => EMPTY,
    initialData: EMPTY,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const update = useCallback(
    (change: (players: QbicPlayer[]) => QbicPlayer[]) => {
      queryClient.setQueryData<QbicPlayer[]>(['qbic', 'players', tenantId], (old) => change(old ?? EMPTY));
    },
    [queryClient, tenantId],
  );
  return { players: data, update };
}
