import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Device, DeviceConfiguration } from '../db/types';
import { badRequest, ERROR_CODES, fail, notFound, ok } from '../envelope';
import type { AppContext } from './context';
import { checkConfigurations, type Placement } from './configurationRules';
import { adminOnly, ownDevice, withoutTenant } from './scope';

/** A device that was new or not configured is live once configured; offline and locked stay as they are. */
const statusAfterConfiguring = (status: Device['status']): Device['status'] =>
  status === 2 || status === 4 ? 1 : status;

/**
 * One device's configuration (000 §7 Configuration, single-device calls): read, create with POST (no id), update
 * with PUT (the stored configuration's id). A saved configuration places the device (type, region, building,
 * room or location) in the list.
 */
export function deviceConfigurationRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const guard = adminOnly(auth);

  const configurationOf = (device: Device): DeviceConfiguration | undefined =>
    store.data.configurations.find(
      (config) => config.deviceId === device.id && config.tenantId === device.tenantId,
    );

  const place = (device: Device, configId: string, placement: Placement): void => {
    Object.assign(device, placement, { configId, status: statusAfterConfiguring(device.status) });
    // Only this device and its configuration changed: the store writes those two records.
    store.changed('devices', device.id);
    store.changed('configurations', configId);
  };

  /** The checked configurations of the body, or null after answering 400. */
  const checked = (req: Request, res: Response, device: Device) => {
    const result = checkConfigurations(store.data, device.tenantId, device.id, req.body);
    if (result.ok) return result;
    badRequest(res, result.message);
    return null;
  };

  router.get('/device/configuration', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'deviceId');
    if (!device) return;
    const config = configurationOf(device);
    ok(res, config ? withoutTenant(config) : null);
  });

  router.post('/device/configuration', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'deviceId');
    if (!device) return;
    if (configurationOf(device))
      return fail(
        res,
        409,
        ERROR_CODES.CONFIGURATION_EXISTS,
        `Device ${device.id} already has a configuration; update it with PUT`,
      );
    const result = checked(req, res, device);
    if (!result) return;
    const config: DeviceConfiguration = {
      id: `cfg-${randomUUID()}`,
      tenantId: device.tenantId,
      deviceId: device.id,
      configurations: result.entries,
      modifiedDate: new Date().toISOString(),
    };
    store.data.configurations.push(config);
    place(device, config.id, result.placement);
    ok(res, withoutTenant(config));
  });

  router.put('/device/configuration', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'deviceId');
    if (!device) return;
    const id: unknown = (req.body as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || id === '') return badRequest(res, 'Missing field "id" (string)');
    const config = configurationOf(device);
    if (!config || config.id !== id)
      return notFound(res, `Configuration ${id} of device ${device.id} not found`);
    const result = checked(req, res, device);
    if (!result) return;
    config.configurations = result.entries;
    config.modifiedDate = new Date().toISOString();
    place(device, config.id, result.placement);
    ok(res, withoutTenant(config));
  });

  return router;
}
