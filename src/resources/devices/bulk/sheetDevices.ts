import type { DeviceTenancy } from '../../../dataProvider/devices';
import type { Device } from '../deviceModel';

/**
 * The selected devices a bulk configuration sheet is made of, split by what the backend says now: those still in
 * the tenant, and those that left it since the list was read (unregistered elsewhere), which the sheet cannot hold.
 * A device the answer does not mention is kept: only a "no" leaves one out.
 */
export function splitByTenant(
  devices: readonly Device[],
  answers: readonly DeviceTenancy[],
): { kept: Device[]; gone: Device[] } {
  const outside = new Set(answers.filter((answer) => !answer.inTenant).map((answer) => answer.id));
  const kept: Device[] = [];
  const gone: Device[] = [];
  for (const device of devices) (outside.has(device.id) ? gone : kept).push(device);
  return { kept, gone };
}
