import type { Prng } from './prng';
import type { Building, Floor, Location, Ref, Region, SeedData } from './types';

/** How big each tenant's estate is. */
export interface EstateLayout {
  regions: readonly string[];
  buildingsPerRegion: number;
  floorsPerBuilding: number;
  roomsPerFloor: number;
}

export const ESTATE_LAYOUTS: Record<string, EstateLayout> = {
  acme: {
    regions: ['Amsterdam', 'Berlin', 'Stockholm'],
    buildingsPerRegion: 2,
    floorsPerBuilding: 4,
    roomsPerFloor: 5,
  },
  globex: { regions: ['Springfield'], buildingsPerRegion: 2, floorsPerBuilding: 3, roomsPerFloor: 4 },
};

const BUILDING_NAMES = ['Tower', 'Campus', 'Plaza', 'Hub'];
const MEETING_ROOMS = ['Board Room', 'Focus Room', 'Huddle', 'Training Room', 'Meeting Room', 'Studio'];
/** Every few rooms is a space that cannot be booked. */
const NON_RESERVABLE = ['Kitchen', 'Copy Corner', 'Storage'];
const AREAS = ['Reception', 'Canteen'];
const GROUP_NAMES = ['Meeting rooms', 'Wayfinding', 'Feedback points', 'Service desks', 'Desks'];

export type Estate = Pick<SeedData, 'regions' | 'buildings' | 'floors' | 'rooms' | 'locations' | 'groups'>;

const refOf = ({ id, name }: Ref): Ref => ({ id, name });
const floorName = (level: number): string => (level === 0 ? 'Ground floor' : `Floor ${level}`);

/** Regions → buildings → floors → rooms, plus the matching locations and the device groups. */
export function seedEstate(tenantId: string, layout: EstateLayout, prng: Prng): Estate {
  const estate: Estate = { regions: [], buildings: [], floors: [], rooms: [], locations: [], groups: [] };
  const id = (prefix: string, count: number): string => `${prefix}-${tenantId}-${count + 1}`;
  for (const regionName of layout.regions) {
    const region: Region = { id: id('reg', estate.regions.length), tenantId, name: regionName };
    estate.regions.push(region);
    for (let b = 0; b < layout.buildingsPerRegion; b += 1) {
      const building: Building = {
        id: id('bld', estate.buildings.length),
        tenantId,
        name: `${regionName} ${BUILDING_NAMES[b % BUILDING_NAMES.length]}`,
        region: refOf(region),
      };
      estate.buildings.push(building);
      const buildingLocation: Location = {
        id: id('loc', estate.locations.length),
        tenantId,
        name: building.name,
        level: 'building',
        parentId: null,
      };
      estate.locations.push(buildingLocation);
      for (const area of AREAS) {
        estate.locations.push({
          id: id('loc', estate.locations.length),
          tenantId,
          name: `${building.name} ${area}`,
          level: 'area',
          parentId: buildingLocation.id,
        });
      }
      for (let level = 0; level < layout.floorsPerBuilding; level += 1) {
        const floor: Floor = {
          id: id('flr', estate.floors.length),
          tenantId,
          name: floorName(level),
          level,
          building: refOf(building),
          region: refOf(region),
        };
        estate.floors.push(floor);
        estate.locations.push({
          id: id('loc', estate.locations.length),
          tenantId,
          name: `${building.name} ${floor.name}`,
          level: 'floor',
          parentId: buildingLocation.id,
        });
        for (let r = 0; r < layout.roomsPerFloor; r += 1) {
          const reservable = r !== layout.roomsPerFloor - 1;
          const label = reservable ? prng.pick(MEETING_ROOMS) : NON_RESERVABLE[level % NON_RESERVABLE.length];
          estate.rooms.push({
            id: id('room', estate.rooms.length),
            tenantId,
            name: `${label} ${level}.${String(r + 1).padStart(2, '0')}`,
            floor: refOf(floor),
            building: refOf(building),
            region: refOf(region),
            reservable,
            capacity: reservable ? prng.int(2, 20) : 0,
          });
        }
      }
    }
  }
  estate.groups = GROUP_NAMES.map((name, index) => ({ id: id('grp', index), tenantId, name }));
  return estate;
}
