import type { Device } from '../deviceModel';

/** A device whose screenshot was requested, and when: its dialog waits for a picture newer than that. */
export interface RequestedScreenshot {
  device: Device;
  requestedAt: string;
}

/**
 * The devices a request for screenshots reached, in the order they were selected, each with the time of its
 * request: what a person opens one by one after asking several devices at once.
 */
export function requestedScreenshots(
  devices: readonly Device[],
  requestedAt: ReadonlyMap<string, string>,
): RequestedScreenshot[] {
  return devices.flatMap((device) => {
    const at = requestedAt.get(device.id);
    return at === undefined ? [] : [{ device, requestedAt: at }];
  });
}
