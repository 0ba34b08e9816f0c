import { createPrng } from './prng';
import { seedContent } from './seedContent';
import { seedDevices } from './seedDevices';
import { seedIpRanges, seedProfiles, seedTenantSettings, seedThemes } from './seedLooks';
import { ESTATE_LAYOUTS, seedEstate } from './seedPlaces';
import { seedUsers, TENANTS } from './seedUsers';
import { seedWorkplaceSettings } from './seedWorkplace';
import type { SeedData } from './types';

export interface SeedOptions {
  /** Devices of tenant acme; globex always gets GLOBEX_DEVICES of its own. */
  devices: number;
  /** Reference time (epoch ms) for dates such as lastConnected; the same input gives the same data. */
  now: number;
}

export const GLOBEX_DEVICES = 6;
const NETWORK_OCTETS: Record<string, number> = { acme: 10, globex: 20 };

/** The whole demo data set, deterministic: a seeded generator per tenant, never Math.random. */
export function seed({ devices, now }: SeedOptions): SeedData {
  const data: SeedData = {
    tenants: TENANTS.map((tenant) => ({ ...tenant, sso: tenant.sso && { ...tenant.sso } })),
    users: seedUsers(createPrng('users')),
    regions: [],
    buildings: [],
    floors: [],
    rooms: [],
    locations: [],
    groups: [],
    profiles: [],
    themes: [],
    ipRanges: [],
    tenantSettings: [],
    devices: [],
    configurations: [],
    screenshots: [],
    contentItems: [],
    contentRules: [],
    workplaceSettings: [],
    workplaceConfigs: [],
    workplaceStamps: [],
    workplaceMedia: [],
    tenantPreferences: [],
    recordActivity: [],
    recordRollouts: [],
    recordPlayers: [],
    recordBaselines: [],
    recordSheets: [],
  };
  let firstNumber = 1;
  for (const tenant of data.tenants) {
    const prng = createPrng(`tenant:${tenant.id}`);
    const estate = seedEstate(tenant.id, ESTATE_LAYOUTS[tenant.id], prng);
    const profiles = seedProfiles(tenant, prng, now);
    const themes = seedThemes(tenant, prng, now);
    const count = tenant.id === 'acme' ? devices : GLOBEX_DEVICES;
    const fleet = seedDevices({
      tenantId: tenant.id,
      count,
      firstNumber,
      networkOctet: NETWORK_OCTETS[tenant.id],
      estate,
      profiles,
      themes,
      prng: createPrng(`devices:${tenant.id}`),
      now,
    });
    firstNumber += count;
    data.regions.push(...estate.regions);
    data.buildings.push(...estate.buildings);
    data.floors.push(...estate.floors);
    data.rooms.push(...estate.rooms);
    data.locations.push(...estate.locations);
    data.groups.push(...estate.groups);
    data.profiles.push(...profiles);
    data.themes.push(...themes);
    data.ipRanges.push(...seedIpRanges(tenant));
    data.tenantSettings.push(seedTenantSettings(tenant, prng));
    data.workplaceSettings.push(seedWorkplaceSettings(tenant.id));
    data.devices.push(...fleet.devices);
    data.configurations.push(...fleet.configurations);
    const content = seedContent(tenant.id, estate.locations, now);
    data.contentItems.push(...content.items);
    data.contentRules.push(...content.rules);
  }
  return data;
}
