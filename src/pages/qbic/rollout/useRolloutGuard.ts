import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { playersOf } from '../../../domain/rollout/shared';
import { playersHeldBy } from '../../../dataProvider/rolloutRecords';
import { useRolloutRecordsApi } from './useSharedRollouts';

/** A player as the actions that change players name it. */
interface PlayerRef {
  serial_number: string;
  ip: string;
}

/**
 * Before a drift apply or a sheet push: refuses (and says so, naming who runs it) when a running rollout holds
 * one of the players. Answers whether the action may go on.
 */
export function useRolloutGuard(): (players: readonly PlayerRef[]) => Promise<boolean> {
  const api = useRolloutRecordsApi();
  const notify = useNotify();
  return useCallback(
    async (players) => {
      const refs = players.map((player) => ({ serial: player.serial_number, ip: player.ip }));
      const name = await playersHeldBy(api, playersOf(refs));
      if (name === null) return true;
      notify('dm.qbicRollout.notice.heldBy', { type: 'error', messageArgs: { name } });
      return false;
    },
    [api, notify],
  );
}
