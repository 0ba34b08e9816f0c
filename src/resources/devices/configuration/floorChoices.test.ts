import { describe, expect, it } from 'vitest';
import { floorsOfBuilding, toggleFloor } from './floorChoices';

const order = ['f0', 'f1', 'f2', 'f3'];

describe('floor display choices', () => {
  it('lists the floors of the chosen building from the lowest up', () => {
    const floors = [
      { id: 'f2', level: 2, building: { id: 'b1' } },
      { id: 'x0', level: 0, building: { id: 'b2' } },
      { id: 'f0', level: 0, building: { id: 'b1' } },
    ];
    expect(floorsOfBuilding(floors, 'b1').map((floor) => floor.id)).toEqual(['f0', 'f2']);
    expect(floorsOfBuilding(floors, null)).toEqual([]);
    expect(floorsOfBuilding(undefined, 'b1')).toEqual([]);
  });

  it('makes the first ticked floor the default and keeps floors in building order', () => {
    const first = toggleFloor({ selectedFloors: [], defaultFloor: null }, 'f2', order);
    expect(first).toEqual({ selectedFloors: ['f2'], defaultFloor: 'f2' });
    expect(toggleFloor(first, 'f0', order)).toEqual({ selectedFloors: ['f0', 'f2'], defaultFloor: 'f2' });
  });

  it('moves the default to a floor still selected when its floor is unticked', () => {
    expect(toggleFloor({ selectedFloors: ['f0', 'f2'], defaultFloor: 'f2' }, 'f2', order)).toEqual({
      selectedFloors: ['f0'],
      defaultFloor: 'f0',
    });
    expect(toggleFloor({ selectedFloors: ['f1'], defaultFloor: 'f1' }, 'f1', order)).toEqual({
      selectedFloors: [],
      defaultFloor: null,
    });
  });
});
