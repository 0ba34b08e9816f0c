import { describe, expect, it } from 'vitest';
import { emptyDraft } from './payload';
import { fieldLabelKey, isComplete, missingFields, REQUIRED_FIELDS } from './requiredFields';
import { feedbackDraft, floorDraft, roomDraft } from '../../../test/configurationDrafts';

const [room, floor] = [roomDraft, floorDraft];
// A feedback display has no theme to pick.
const feedback = { ...feedbackDraft, theme: null };

describe('required fields per display type (000 §5)', () => {
  it('accepts a complete room, floor and feedback display', () => {
    for (const draft of [room, floor, feedback]) {
      expect(missingFields(draft)).toEqual([]);
      expect(isComplete(draft)).toBe(true);
    }
  });

  it('lists what an empty draft lacks, in the order of the table', () => {
    expect(missingFields(emptyDraft(null, 'RD'))).toEqual(['deviceId', 'region', 'room', 'profile', 'theme']);
    expect(missingFields(emptyDraft(null, 'FD'))).toEqual([
      'deviceId',
      'selectedFloors',
      'defaultFloor',
      'building',
      'profile',
      'theme',
    ]);
    expect(missingFields(emptyDraft(null, 'FBD'))).toEqual(['deviceId', 'profile', 'location']);
  });

  it('does not ask a feedback display for a theme, region or room', () => {
    expect(REQUIRED_FIELDS.FBD).not.toContain('theme');
    expect(missingFields({ ...feedback, theme: null, region: null, room: null })).toEqual([]);
  });

  it('treats blank text as missing and needs at least one selected floor', () => {
    expect(missingFields({ ...room, room: '  ' })).toEqual(['room']);
    expect(missingFields({ ...floor, selectedFloors: [], defaultFloor: 'flr-2' })).toEqual([
      'selectedFloors',
      'defaultFloor',
    ]);
  });

  it('wants the default floor to be one of the selected floors', () => {
    expect(missingFields({ ...floor, defaultFloor: 'flr-9' })).toEqual(['defaultFloor']);
    expect(missingFields({ ...floor, selectedFloors: ['flr-1'], defaultFloor: 'flr-1' })).toEqual([]);
  });

  it('fails an unknown or absent display type with the display type error only', () => {
    expect(missingFields({ ...room, type: 'SD' })).toEqual(['displayType']);
    expect(missingFields({ ...room, type: null })).toEqual(['displayType']);
    expect(missingFields({})).toEqual(['displayType']);
  });

  it('reads FED (the rule enumeration code) and lower case as the feedback display', () => {
    expect(missingFields({ ...feedback, type: 'FED' })).toEqual([]);
    expect(missingFields({ ...room, type: 'rd' })).toEqual([]);
  });

  it('names each field with its own translation key', () => {
    expect(fieldLabelKey('selectedFloors')).toBe('dm.devicesTab.fields.selectedFloors');
    expect(fieldLabelKey('displayType')).toBe('dm.devicesTab.fields.displayType');
  });
});
