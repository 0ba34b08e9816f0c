import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from '../db/store';
import { isRefusal, type Refusal, type Tx } from '../db/transaction';
import type { Device } from '../db/types';
import { badRequest, ERROR_CODES, ok } from '../envelope';
import { handle } from '../errors';
import { readBody, readQuery } from '../validate';
import { answerOutcome } from './outcome';
import { ownedBy, tenantOf } from './scope';
import { deviceView } from './views';

/** Longest label or group name. */
const DEVICE_TEXT_MAX = 64;

/**
 * The writes on one device (000 §7 Devices): unlink, label and group, each in one transaction. An unlinked device's
 * waiting screenshot request (`pending`) goes with it.
 */
export function deviceWriteRoutes(
  store: Store,
  guard: RequestHandler[],
  pending: Map<string, string>,
): Router {
  const router = Router();
  /** The device of the caller's tenant as the transaction finds it now, or the 404 refusal. */
  const currentDevice = (tx: Tx, res: Response, id: string): Device | Refusal =>
    tx.find('devices', id, tenantOf(res)) ?? tx.refuse(404, ERROR_CODES.NOT_FOUND, `Device ${id} not found`);

  /** Unlink: the device leaves the tenant with its configuration and screenshots. */
  router.delete(
    '/device',
    ...guard,
    handle(async (req, res) => {
      if (req.query.isDevice !== 'false') return badRequest(res, 'Only isDevice=false (unlink) is supported');
      const id = readQuery(req, res, 'id');
      if (id === null) return;
      const outcome = await store.transaction({}, (tx) => {
        const device = currentDevice(tx, res, id);
        if (isRefusal(device)) return device;
        pending.delete(device.id);
        tx.remove('devices', device.id);
        tx.data.configurations = tx.data.configurations.filter((config) => config.deviceId !== device.id);
        tx.data.screenshots = tx.data.screenshots.filter((shot) => shot.deviceId !== device.id);
        tx.changed('configurations');
        tx.changed('screenshots');
        return device.id;
      });
      answerOutcome(res, outcome, (unlinked) => ok(res, { id: unlinked, unlinked: true }));
    }),
  );

  /** Reads {value} for a label or group: trimmed, at most DEVICE_TEXT_MAX characters; blank clears. */
  const readText = (req: Request, res: Response): string | null | undefined => {
    const body = readBody(req, res, { value: 'string' });
    if (!body) return undefined;
    const value = body.value.trim();
    if (value.length > DEVICE_TEXT_MAX) {
      badRequest(res, `The value can be at most ${DEVICE_TEXT_MAX} characters long`);
      return undefined;
    }
    return value === '' ? null : value;
  };

  /** A route that sets one text of a device ({value}) in one transaction. */
  const deviceText = (apply: (tx: Tx, device: Device, value: string | null) => void) =>
    handle(async (req, res) => {
      const id = readQuery(req, res, 'id');
      if (id === null) return;
      const value = readText(req, res);
      if (value === undefined) return;
      const outcome = await store.transaction({}, (tx) => {
        const device = currentDevice(tx, res, id);
        if (isRefusal(device)) return device;
        apply(tx, device, value);
        tx.changed('devices', device.id);
        return deviceView(device);
      });
      answerOutcome(res, outcome, (view) => ok(res, view));
    });

  router.post(
    '/device/label',
    ...guard,
    deviceText((_tx, device, value) => {
      device.label = value;
    }),
  );

  /** Sets the device's group; a name the tenant does not have yet becomes a new group. */
  router.post(
    '/device/group',
    ...guard,
    deviceText((tx, device, value) => {
      const tenantId = device.tenantId;
      const groups = ownedBy(tx.data.groups, tenantId);
      const known = groups.find((group) => group.name.toLowerCase() === value?.toLowerCase());
      if (value && !known) {
        tx.insert('groups', { id: `grp-${tenantId}-${randomUUID().slice(0, 8)}`, tenantId, name: value });
      }
      device.group = known?.name ?? value;
    }),
  );

  return router;
}
