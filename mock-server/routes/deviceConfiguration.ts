import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Device, DeviceConfiguration } from '../db/types';
import { isRefusal, type Refusal, type Tx } from '../db/transaction';
import { badRequest, ERROR_CODES, ok } from '../envelope';
import { handle } from '../errors';
import { readQuery } from '../validate';
import type { AppContext } from './context';
import { checkConfigurations, type Placement } from './configurationRules';
import { answerOutcome } from './outcome';
import { adminOnly, ownDevice, tenantOf, withoutTenant } from './scope';

/** A device that was new or not configured is live once configured; offline and locked stay as they are. */
const statusAfterConfiguring = (status: Device['status']): Device['status'] =>
  status === 2 || status === 4 ? 1 : status;

/** The stored configuration of a device, if it has one. */
const configurationOf = (
  configurations: readonly DeviceConfiguration[],
  device: Device,
): DeviceConfiguration | undefined =>
  configurations.find((config) => config.deviceId === device.id && config.tenantId === device.tenantId);

/**
 * Places the device as its saved configuration says. Only this device and its configuration changed: the store
 * writes those two records.
 */
function place(tx: Tx, device: Device, configId: string, placement: Placement): void {
  Object.assign(device, placement, { configId, status: statusAfterConfiguring(device.status) });
  tx.changed('devices', device.id);
  tx.changed('configurations', configId);
}

/** The device of the caller's tenant as the transaction finds it now, or the 404 refusal. */
const currentDevice = (tx: Tx, res: Response, id: string): Device | Refusal =>
  tx.find('devices', id, tenantOf(res)) ?? tx.refuse(404, ERROR_CODES.NOT_FOUND, `Device ${id} not found`);

/** The configurations of the body checked against the data as it is now (profiles, themes, places). */
function checked(tx: Tx, req: Request, device: Device) {
  const result = checkConfigurations(tx.data, device.tenantId, device.id, req.body);
  return result.ok ? result : tx.refuse(400, ERROR_CODES.BAD_REQUEST, result.message);
}

/**
 * One device's configuration (000 §7 Configuration, single-device calls): read, create with POST (no id), update
 * with PUT (the stored configuration's id). A saved configuration places the device (type, region, building,
 * room or location) in the list.
 */
export function deviceConfigurationRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const guard = adminOnly(auth);

  router.get('/device/configuration', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'deviceId');
    if (!device) return;
    const config = configurationOf(store.data.configurations, device);
    ok(res, config ? withoutTenant(config) : null);
  });

  router.post(
    '/device/configuration',
    ...guard,
    handle(async (req, res) => {
      const deviceId = readQuery(req, res, 'deviceId');
      if (deviceId === null) return;
      const outcome = await store.transaction({}, (tx) => {
        const device = currentDevice(tx, res, deviceId);
        if (isRefusal(device)) return device;
        if (configurationOf(store.data.configurations, device)) {
          const message = `Device ${device.id} already has a configuration; update it with PUT`;
          return tx.refuse(409, ERROR_CODES.CONFIGURATION_EXISTS, message);
        }
        const result = checked(tx, req, device);
        if (isRefusal(result)) return result;
        const config: DeviceConfiguration = {
          id: `cfg-${randomUUID()}`,
          tenantId: device.tenantId,
          deviceId: device.id,
          configurations: result.entries,
          modifiedDate: new Date().toISOString(),
        };
        tx.data.configurations.push(config);
        place(tx, device, config.id, result.placement);
        return config;
      });
      answerOutcome(res, outcome, (config) => ok(res, withoutTenant(config)));
    }),
  );

  router.put(
    '/device/configuration',
    ...guard,
    handle(async (req, res) => {
      const deviceId = readQuery(req, res, 'deviceId');
      if (deviceId === null) return;
      const body = req.body as { id?: unknown; modifiedDate?: unknown } | undefined;
      const id: unknown = body?.id;
      if (typeof id !== 'string' || id === '') return badRequest(res, 'Missing field "id" (string)');
      // The version the console read (ours, optional): a configuration saved since by someone else is refused.
      const version: unknown = body?.modifiedDate;
      if (version !== undefined && typeof version !== 'string')
        return badRequest(res, '"modifiedDate" must be the stored configuration\'s modifiedDate');
      const outcome = await store.transaction({}, (tx) => {
        const device = currentDevice(tx, res, deviceId);
        if (isRefusal(device)) return device;
        const config = configurationOf(store.data.configurations, device);
        if (!config || config.id !== id) {
          const message = `Configuration ${id} of device ${device.id} not found`;
          return tx.refuse(404, ERROR_CODES.NOT_FOUND, message);
        }
        if (version !== undefined && version !== config.modifiedDate) {
          const message = `Configuration ${id} of device ${device.id} was changed since ${version}; reload it`;
          return tx.refuse(409, ERROR_CODES.CONFIGURATION_CONFLICT, message);
        }
        const result = checked(tx, req, device);
        if (isRefusal(result)) return result;
        config.configurations = result.entries;
        // Each save gets a version of its own, even two in the same millisecond.
        const now = Date.now();
        config.modifiedDate = new Date(Math.max(now, Date.parse(config.modifiedDate) + 1)).toISOString();
        place(tx, device, config.id, result.placement);
        return config;
      });
      answerOutcome(res, outcome, (config) => ok(res, withoutTenant(config)));
    }),
  );

  return router;
}
