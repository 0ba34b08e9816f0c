import { useCallback, useEffect, useRef } from 'react';
import { useConfirm } from '../../components/useConfirm';
import { isDeviceError, type PasswordPrompt } from '../../players';
import { playerKey, type QbicPlayer } from '../../players/playerModel';

/** Shown in the prompt when the player refused the password typed: the prompt stays open for another. */
const WRONG_PASSWORD_KEY = 'dm.qbic.prompt.wrong';

/**
 * The device password prompt (001 §8 message_prompt_qbic_password, heading message_Unlock_Qbic_heading) on
 * the shell's confirm dialog, prompt type: resolves with the typed password, or null when cancelled. The message
 * says whether the console gave the player its own password or someone else locked it. Each password typed is
 * offered to the player from the open prompt: a wrong one is said to be wrong there and asked again (001 §4). The
 * password lives only in the returned promise. The prompt keeps its identity while the list changes, so work that
 * depends on it (an open form reading a player) is not restarted.
 */
export function usePasswordPrompt(players: readonly QbicPlayer[]): PasswordPrompt {
  const confirm = useConfirm();
  const listed = useRef(players);
  useEffect(() => {
    listed.current = players;
  }, [players]);
  return useCallback(
    (player, { lockedBy, attempt }) => {
      const known = listed.current.find((candidate) => playerKey(candidate) === playerKey(player));
      return confirm({
        type: 'prompt',
        title: 'dm.qbic.prompt.heading',
        message: lockedBy === 'console' ? 'dm.qbic.prompt.message_own' : 'dm.qbic.prompt.message',
        messageArgs: {
          name: known?.player_name ?? player.serial_number,
          serial: player.serial_number,
          ip: player.ip,
        },
        passwordLabel: 'dm.qbic.prompt.password',
        action: (password) =>
          attempt(password).catch((error: unknown) => {
            throw isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE') ? new Error(WRONG_PASSWORD_KEY) : error;
          }),
      });
    },
    [confirm],
  );
}
