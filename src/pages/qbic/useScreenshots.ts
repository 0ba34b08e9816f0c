import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { deviceErrorKey, takeScreenshot, toDeviceError, type PasswordPrompt } from '../../players';
import { patchPlayers, playerKey, toRef, type QbicPlayer } from '../../players/playerModel';
import { useQbicEnvironment } from './QbicEnvironment';
import { usePlayers } from './usePlayers';

/**
 * Screenshots on demand: one per player, kept as an object URL with the time it was taken until the next
 * one replaces it. Failures show as a notification; a player that does not answer is marked offline.
 */
export function useScreenshots(prompt: PasswordPrompt) {
  const { client, cache, tenantId, passwords } = useQbicEnvironment();
  const { update } = usePlayers();
  const notify = useNotify();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(
    async (player: QbicPlayer) => {
      const key = playerKey(player);
      update((players) => patchPlayers(players, [key], () => ({ screenshotBusy: true })));
      try {
        const blob = await takeScreenshot(toRef(player), { client, cache, tenantId, prompt, passwords });
        const url = URL.createObjectURL(blob);
        const takenAt = Date.now();
        update((players) =>
          patchPlayers(players, [key], (before) => {
            if (before.screenshot) URL.revokeObjectURL(before.screenshot.url);
            return {
              screenshot: { url, takenAt },
              screenshotBusy: false,
              online: true,
              lastSeen: takenAt,
              unchecked: false,
            };
          }),
        );
      } catch (error) {
        const { code } = toDeviceError(error);
        const offline = code === 'UNREACHABLE_DEVICE' ? { online: false, unchecked: false } : {};
        update((players) => patchPlayers(players, [key], () => ({ screenshotBusy: false, ...offline })));
        if (mounted.current && code !== 'USER_CANCELLATION') {
          notify(deviceErrorKey(code), { type: 'error' });
        }
      }
    },
    [cache, client, notify, passwords, prompt, tenantId, update],
  );
}
