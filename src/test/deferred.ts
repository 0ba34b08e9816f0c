/**
 * A promise the test settles when it chooses: work held open by it ends exactly when the test says, never after
 * a guessed number of milliseconds.
 */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
