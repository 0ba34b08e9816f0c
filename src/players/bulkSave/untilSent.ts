/**
 * A cancel that stops an upload only while its file is still being sent. Once the player has the whole file it
 * installs it whatever the console does, so the console waits for its answer and states what the player holds
 * instead of calling a player that took the file "cancelled".
 */
export function untilSent(run: AbortSignal | undefined) {
  const controller = new AbortController();
  let sent = false;
  const forward = () => {
    if (!sent) controller.abort(run?.reason);
  };
  if (run?.aborted) forward();
  run?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    sent: () => {
      sent = true;
    },
    release: () => run?.removeEventListener('abort', forward),
  };
}
