import { describe, expect, it } from 'vitest';
import type { ConfigurationEntry } from './configurationModel';
import {
  buildConfigurationEntry,
  buildConfigurationPayload,
  draftFromEntry,
  IncompleteConfigurationError,
  saveMethodFor,
} from './payload';
import { feedbackDraft, floorDraft, roomDraft } from './configurationDrafts';

describe('configuration payload (000 §3)', () => {
  it('builds a room display entry with the room as UUID, room and resource', () => {
    expect(buildConfigurationPayload(roomDraft, null)).toEqual({
      configurations: [
        {
          order: 0,
          appType: 'RD',
          roomConfiguration: {
            roomUUID: 'room-7',
            profileId: 'prof-rd',
            region: 'reg-1',
            room: 'room-7',
            resourceId: 'room-7',
            themeId: 'theme-rd',
          },
          floorConfiguration: null,
          feedbackConfiguration: null,
          deskConfiguration: null,
          serviceConfiguration: null,
          duration: 25,
        },
      ],
    });
  });

  it('builds a floor display entry with its floors and default floor, and the id when updating', () => {
    const payload = buildConfigurationPayload(floorDraft, 'cfg-9');
    expect(payload.id).toBe('cfg-9');
    expect(payload.configurations).toHaveLength(1);
    expect(payload.configurations[0]).toMatchObject({
      appType: 'FD',
      roomConfiguration: null,
      floorConfiguration: {
        defaultFloor: 'flr-3',
        profileId: 'prof-fd',
        selectedFloors: ['flr-1', 'flr-3'],
        themeId: 'theme-fd',
      },
      feedbackConfiguration: null,
      duration: 10,
    });
  });

  it('builds a feedback entry with profile and location only', () => {
    const entry = buildConfigurationEntry(feedbackDraft);
    expect(entry.appType).toBe('FBD');
    expect(entry.feedbackConfiguration).toEqual({ profileId: 'prof-fbd', location: 'loc-4' });
    expect(JSON.stringify(entry)).not.toContain('theme-ignored');
    expect(buildConfigurationPayload(feedbackDraft, null)).not.toHaveProperty('id');
  });

  it('refuses an incomplete draft and says which fields are missing', () => {
    try {
      buildConfigurationEntry({ ...floorDraft, selectedFloors: [] });
      expect.fail('an incomplete draft must not give a payload');
    } catch (error) {
      expect(error).toBeInstanceOf(IncompleteConfigurationError);
      expect((error as IncompleteConfigurationError).fields).toEqual(['selectedFloors', 'defaultFloor']);
    }
  });

  it('creates with POST and updates with PUT', () => {
    expect(saveMethodFor(null)).toBe('POST');
    expect(saveMethodFor('')).toBe('POST');
    expect(saveMethodFor('cfg-1')).toBe('PUT');
  });

  it('reads a stored entry back into the same draft', () => {
    for (const draft of [roomDraft, floorDraft, feedbackDraft]) {
      const entry: ConfigurationEntry = buildConfigurationEntry(draft);
      const place = { region: draft.region, building: draft.building };
      const back = draftFromEntry(draft.deviceId ?? '', entry, place);
      expect(buildConfigurationEntry(back)).toEqual(entry);
    }
    const floorBack = draftFromEntry('dev-2', buildConfigurationEntry(floorDraft), {
      region: 'reg-1',
      building: 'bld-1',
    });
    expect(floorBack).toMatchObject({
      building: 'bld-1',
      region: 'reg-1',
      selectedFloors: ['flr-1', 'flr-3'],
    });
  });
});
