import { useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import { useSignIn } from './useSignIn';

export interface CodeSignIn {
  busy: boolean;
  error: string | null;
  /** Signed in, in a window of its own (`separate`): the first tab goes on, this one opens nothing. */
  done: boolean;
}

/**
 * Signs in with the one-time code the central login or single sign-on came back with, once (the code is
 * single-use), then opens `target`, or, in a window of its own (`separate`), nothing. Answers whether that is
 * under way, whether it is done and the error key if it failed.
 */
export const useCodeSignIn = (code: string | null, target: string | null, separate = false): CodeSignIn => {
  const signIn = useSignIn();
  const used = useRef<string | null>(null);
  const [state, setState] = useState<CodeSignIn>({ busy: code !== null, error: null, done: false });
  useEffect(() => {
    if (!code || used.current === code) return;
    used.current = code;
    signIn({ code }, target, { stay: separate }).then(
      () => separate && setState({ busy: false, error: null, done: true }),
      (cause: unknown) => setState({ busy: false, error: errorMessageKey(cause), done: false }),
    );
  }, [code, signIn, target, separate]);
  return state;
};
