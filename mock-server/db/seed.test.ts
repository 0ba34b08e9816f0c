import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MINI_DISPLAY_MODEL_ID } from '../../src/contract/constants';
import { ADMIN_PERMISSIONS } from '../../src/contract/permissions';
import { GLOBEX_DEVICES, seed } from './seed';
import { DEVICE_STATUSES, DISPLAY_TYPES } from './types';

const NOW = Date.UTC(2025, 4, 20, 9, 30);
const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('seed', () => {
  it('gives the same data for the same input and different dates for another time', () => {
    expect(digest(seed({ devices: 300, now: NOW }))).toBe(digest(seed({ devices: 300, now: NOW })));
    const later = seed({ devices: 300, now: NOW + 3_600_000 });
    expect(later.devices[0].lastConnected).not.toBe(
      seed({ devices: 300, now: NOW }).devices[0].lastConnected,
    );
  });

  // How fast is the seed-10000 benchmark's figure (npm run bench -- device-all-10000), not a timed test.
  it('seeds 10,000 devices with every type but the custom-content display, every status and the Mini Display', () => {
    const data = seed({ devices: 10_000, now: NOW });
    const acme = data.devices.filter((device) => device.tenantId === 'acme');
    expect(acme).toHaveLength(10_000);
    expect(acme.every((device) => device.name.length > 0)).toBe(true);
    expect(new Set(acme.map((device) => device.type))).toEqual(
      new Set(DISPLAY_TYPES.filter((type) => type !== 'CC')),
    );
    expect(new Set(acme.map((device) => device.status))).toEqual(new Set(DEVICE_STATUSES));
    expect(acme.some((device) => device.modelId === MINI_DISPLAY_MODEL_ID)).toBe(true);
    expect(new Set(data.devices.map((device) => device.id)).size).toBe(data.devices.length);
    expect(new Set(data.devices.map((device) => device.serialNumber)).size).toBe(data.devices.length);
  });

  it('covers every type and status already in the first 25 devices', () => {
    const { devices } = seed({ devices: 25, now: NOW });
    const pairs = new Set(
      devices
        .filter((device) => device.tenantId === 'acme')
        .map((device) => `${device.type}/${device.status}`),
    );
    expect(pairs.size).toBe(25);
  });

  it('stores a configuration for every configured device and none for the others', () => {
    const data = seed({ devices: 200, now: NOW });
    const configurations = new Map(data.configurations.map((entry) => [entry.id, entry]));
    const configured = data.devices.filter((device) => device.configId !== null);
    expect(configured.length).toBeGreaterThan(0);
    expect(configured.length).toBeLessThan(data.devices.length);
    for (const device of data.devices) {
      if (device.configId === null) {
        expect([2, 4]).toContain(device.status);
        continue;
      }
      const configuration = configurations.get(device.configId);
      expect(configuration?.deviceId).toBe(device.id);
      expect(configuration?.tenantId).toBe(device.tenantId);
      expect(configuration?.configurations[0].appType).toBe(device.type);
    }
  });

  it('gives every device the exact shape the console reads, with places of its own tenant', () => {
    const data = seed({ devices: 120, now: NOW });
    const placeIds = new Set(
      [...data.regions, ...data.buildings, ...data.rooms, ...data.locations].map((p) => p.id),
    );
    for (const device of data.devices) {
      expect(Object.keys(device).sort()).toEqual(
        [
          'id',
          'tenantId',
          'name',
          'label',
          'type',
          'status',
          'modelId',
          'serialNumber',
          'ipAddress',
          'group',
          'firmwareVersion',
          'osVersion',
          'appVersion',
          'lastConnected',
          'configId',
          'region',
          'building',
          'room',
          'location',
        ].sort(),
      );
      expect(device.id).toMatch(/^dev-\d{5}$/);
      for (const place of [device.region, device.building, device.room, device.location]) {
        if (place) expect(placeIds.has(place.id) && place.id.includes(`-${device.tenantId}-`)).toBe(true);
      }
      if (device.type === 'RD' && device.configId) expect(device.room).not.toBeNull();
      if (device.type === 'FBD' && device.configId) expect(device.location).not.toBeNull();
    }
  });

  it('makes two tenants with their own devices, users, estate, looks and settings', () => {
    const data = seed({ devices: 40, now: NOW });
    expect(data.tenants.map((tenant) => tenant.id)).toEqual(['acme', 'globex']);
    expect(data.tenants.find((tenant) => tenant.id === 'globex')?.sso?.provider).toBe('saml');
    expect(data.devices.filter((device) => device.tenantId === 'globex')).toHaveLength(GLOBEX_DEVICES);
    for (const tenantId of ['acme', 'globex']) {
      const own = <T extends { tenantId: string }>(items: T[]) =>
        items.filter((item) => item.tenantId === tenantId);
      expect(own(data.regions).length).toBeGreaterThan(0);
      expect(own(data.rooms).some((room) => !room.reservable)).toBe(true);
      expect(own(data.floors).every((floor) => floor.building.id && floor.region.id)).toBe(true);
      for (const type of ['RD', 'FD', 'FBD']) {
        expect(own(data.profiles).some((profile) => profile.type === type)).toBe(true);
        const modes = new Set(
          own(data.themes)
            .filter((theme) => theme.type === type)
            .map((theme) => theme.mode),
        );
        expect(modes).toEqual(new Set(['dark', 'light', 'brandDark', 'brandLight']));
      }
      expect(own(data.tenantSettings)).toHaveLength(1);
    }
    expect(data.ipRanges.filter((range) => range.tenantId === 'acme')).toEqual([
      { rangeId: 'range-acme-1', tenantId: 'acme', name: 'Lab', firstIp: '127.0.0.2', lastIp: '127.0.0.13' },
    ]);
    expect(data.tenantSettings.find((settings) => settings.tenantId === 'acme')?.enableQbicSecurity).toBe(
      true,
    );
  });

  it('makes the demo accounts with stable ids and the permissions of the brief', () => {
    const { users } = seed({ devices: 0, now: NOW });
    const byName = new Map(users.map((user) => [user.username, user]));
    expect([...byName.keys()]).toEqual([
      'admin',
      'contentadmin',
      'contributor',
      'viewer',
      'captcha',
      'expired',
      'globex-admin',
    ]);
    expect(byName.get('admin')?.id).toBe('u-admin');
    expect(byName.get('admin')?.permissionsValues).toEqual(expect.arrayContaining([...ADMIN_PERMISSIONS]));
    expect(byName.get('contentadmin')?.permissionsValues).toEqual(['contentrules.edit']);
    expect(byName.get('contributor')?.permissionsValues).toEqual(['content.edit']);
    expect(byName.get('viewer')?.permissionsValues.some((p) => p.endsWith('.edit'))).toBe(false);
    expect(byName.get('globex-admin')?.tenantId).toBe('globex');
    expect(byName.get('admin')?.picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(byName.get('contributor')?.picture).toBeNull();
    expect(JSON.stringify(users)).not.toContain('"demo"');
  });
});
