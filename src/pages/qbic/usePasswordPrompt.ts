import { useCallback, useEffect, useRef } from 'react';
import { useConfirm } from '../../components/useConfirm';
import type { PasswordPrompt } from '../../players';
import { playerKey, type QbicPlayer } from '../../players/playerModel';

/**
 * The device password prompt (001 §8 message_prompt_qbic_password, heading message_Unlock_Qbic_heading) on
 * the shell's confirm dialog, prompt type: resolves with the typed password, or null when cancelled. The
 * field starts empty every time; the password lives only in the returned promise. The prompt keeps its
 * identity while the list changes, so work that depends on it (an open form reading a player) is not restarted.
 */
export function usePasswordPrompt(players: readonly QbicPlayer[]): PasswordPrompt {
  const confirm = useConfirm();
  const listed = useRef(players);
  useEffect(() => {
    listed.current = players;
  }, [players]);
  return useCallback(
    (player) => {
      const known = listed.current.find((candidate) => playerKey(candidate) === playerKey(player));
      return confirm({
        type: 'prompt',
        title: 'dm.qbic.prompt.heading',
        message: 'dm.qbic.prompt.message',
        messageArgs: {
          name: known?.player_name ?? player.serial_number,
          serial: player.serial_number,
          ip: player.ip,
        },
        passwordLabel: 'dm.qbic.prompt.password',
      });
    },
    [confirm],
  );
}
