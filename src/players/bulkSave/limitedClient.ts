import type { DeviceClient } from '../deviceClient';
import type { Limiter } from './limiter';

/**
 * The client with every call made through `requests`: a run holds at most that many requests at once across all
 * its players, whatever the number of players it configures side by side, so that it stays within the browser's
 * sockets. A call still waiting for its turn when the run is cancelled never starts.
 */
export function limitRequests(client: DeviceClient, requests: Limiter, signal?: AbortSignal): DeviceClient {
  return new Proxy(client, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        requests.run(
          () => (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args),
          signal,
        );
    },
  });
}
