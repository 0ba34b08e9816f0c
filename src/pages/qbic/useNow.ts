import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so ages such as "2 minutes ago" keep up. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
