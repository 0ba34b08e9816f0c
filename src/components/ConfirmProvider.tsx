import { useCallback, useRef, useState, type ReactNode } from 'react';
import { errorMessageKey } from '../dataProvider/errorCodes';
import { ConfirmDialog } from './ConfirmDialog';
import { answerOf, type ConfirmAnswer, type ConfirmType } from './confirmTypes';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './useConfirm';

interface Pending {
  options: ConfirmOptions<ConfirmType>;
  resolve(answer: ConfirmAnswer<ConfirmType>): void;
}

/** Holds the one confirm dialog of the shell; a new request answers an open one as cancelled. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Pending | null>(null);

  const finish = (answer: ConfirmAnswer<ConfirmType>) => {
    current.current?.resolve(answer);
    current.current = null;
    setPending(null);
    setBusy(false);
    setError(null);
  };

  const confirm = useCallback<Confirm>(
    <T extends ConfirmType>(options: ConfirmOptions<T>) =>
      new Promise<ConfirmAnswer<T>>((resolve) => {
        const previous = current.current;
        if (previous) previous.resolve(answerOf(previous.options.type, false, ''));
        const next: Pending = {
          options: options as ConfirmOptions<ConfirmType>,
          resolve: resolve as (answer: ConfirmAnswer<ConfirmType>) => void,
        };
        current.current = next;
        setPending(next);
        setBusy(false);
        setError(null);
      }),
    [],
  );

  const accept = async (password: string) => {
    const open = current.current;
    if (!open) return;
    const answer = answerOf(open.options.type, true, password);
    if (!open.options.action) return finish(answer);
    setBusy(true);
    setError(null);
    try {
      await open.options.action(answer as never);
      if (current.current === open) finish(answer);
    } catch (failure) {
      if (current.current !== open) return;
      setBusy(false);
      setError(errorMessageKey(failure));
    }
  };

  const options = pending?.options;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        <ConfirmDialog
          open
          type={options.type}
          title={options.title}
          message={options.message}
          messageArgs={options.messageArgs}
          picture={options.picture}
          passwordLabel={options.passwordLabel}
          size={options.size}
          accept={options.accept}
          busy={busy}
          error={error}
          onAccept={(password) => void accept(password)}
          onCancel={() => finish(answerOf(options.type, false, ''))}
        />
      ) : null}
    </ConfirmContext.Provider>
  );
};
