import { useCallback, useEffect, useRef, useState } from 'react';
import type { PasswordPrompt, PlayerRef } from '../../devices';

interface Pending {
  player: PlayerRef;
  resolve: (password: string | null) => void;
}

/**
 * Connects the password strategy's prompt to a dialog: `prompt` opens it for a player and resolves with the
 * typed password or null; `answer` closes it. The password lives only in the promise, never in state.
 */
export function usePasswordPrompt() {
  const pending = useRef<Pending | null>(null);
  const [player, setPlayer] = useState<PlayerRef | null>(null);

  const answer = useCallback((password: string | null) => {
    const current = pending.current;
    pending.current = null;
    setPlayer(null);
    current?.resolve(password);
  }, []);

  const prompt: PasswordPrompt = useCallback(
    (asked) =>
      new Promise<string | null>((resolve) => {
        pending.current?.resolve(null);
        pending.current = { player: asked, resolve };
        setPlayer(asked);
      }),
    [],
  );

  // A prompt still open when the page goes away counts as cancelled.
  useEffect(() => () => pending.current?.resolve(null), []);

  return { player, prompt, answer };
}
