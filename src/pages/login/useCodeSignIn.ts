import { useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import { useSignIn } from './useSignIn';

/**
 * Signs in with the one-time code the central login or single sign-on came back with, once (the code is
 * single-use). Answers whether that is under way and the error key if it failed.
 */
export const useCodeSignIn = (
  code: string | null,
  target: string | null,
): { busy: boolean; error: string | null } => {
  const signIn = useSignIn();
  const used = useRef<string | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: code !== null,
    error: null,
  });
  useEffect(() => {
    if (!code || used.current === code) return;
    used.current = code;
    signIn({ code }, target).catch((cause: unknown) =>
      setState({ busy: false, error: errorMessageKey(cause) }),
    );
  }, [code, signIn, target]);
  return state;
};
