import { describe, expect, it } from 'vitest';
import { emptyDraft } from './payload';
import {
  fieldLabelKey,
  FORM_FIELDS,
  missingFields,
  missingFormFields,
  REQUIRED_FIELDS,
} from './requiredFields';
import { feedbackDraft, floorDraft, roomDraft } from './configurationDrafts';

const [room, floor] = [roomDraft, floorDraft];
// A feedback display has no theme to pick.
const feedback = { ...feedbackDraft, theme: null };

describe('required fields per display type (000 §5)', () => {
  it('accepts a complete room, floor and feedback display', () => {
    for (const draft of [room, floor, feedback]) {
      expect(missingFields(draft)).toEqual([]);
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

  it('lists what the form lacks in the order of the form, the floor display region first', () => {
    expect(missingFormFields(emptyDraft('dev-2', 'FD'))).toEqual([
      'region',
      'building',
      'selectedFloors',
      'defaultFloor',
      'profile',
      'theme',
    ]);
    expect(missingFormFields(emptyDraft('dev-1', 'RD'))).toEqual(['region', 'room', 'profile', 'theme']);
    expect(missingFormFields(emptyDraft('dev-3', 'FBD'))).toEqual(['profile', 'location']);
    expect(missingFormFields(emptyDraft(null, 'RD'))[0]).toBe('deviceId');
  });

  it('flags a floor display without a region even when the rest is chosen', () => {
    expect(missingFields({ ...floor, region: null })).toEqual([]);
    expect(missingFormFields({ ...floor, region: null })).toEqual(['region']);
    expect(missingFormFields(floor)).toEqual([]);
    expect(missingFormFields({ ...room, type: 'SD' })).toEqual(['displayType']);
  });

  it('has every required field of a type in its form, so nothing missing goes unflagged', () => {
    for (const type of ['RD', 'FD', 'FBD'] as const)
      for (const field of REQUIRED_FIELDS[type])
        if (field !== 'deviceId') expect(FORM_FIELDS[type]).toContain(field);
  });
});
