import { createRollout, DEFAULT_ROLLOUT_SETTINGS, waitingPlayer } from '../domain/rollout/plan';
import type { Rollout } from '../domain/rollout/types';

/** A ready app rollout of one player, the Lobby (10.0.0.1, QB1), for tests of what holds and writes rollouts. */
export const lobbyRollout = (): Rollout =>
  createRollout({
    id: 'r',
    kind: 'app',
    file: { name: 'app-2.0.0.apk', size: 1, lastModified: 0 },
    settings: DEFAULT_ROLLOUT_SETTINGS,
    players: [waitingPlayer('10.0.0.1', 'QB1', 'Lobby')],
    now: 0,
  });
