import { describe, expect, it } from 'vitest';
import {
  cleanProfile,
  isInEffect,
  PROFILE_SWITCHED_BY,
  PROFILE_FIELDS,
  PROFILE_RULES,
  profileDefaults,
  profileIssues,
  sectionsFor,
} from './profileModel';

const profile = { ...profileDefaults(), name: 'Standard' };

describe('profileIssues', () => {
  it('accepts the defaults once named', () => {
    expect(profileIssues(profile)).toEqual({});
    expect(profileIssues(profileDefaults())).toEqual({ name: { code: 'required' } });
  });

  it('checks languages, clock formats, flags and minute ranges', () => {
    expect(
      profileIssues({
        ...profile,
        language: 'pt',
        clockFormat: '36h',
        showSubject: 'yes',
        maxBookingMinutes: 10,
        checkInAfterMinutes: 0,
        idleMinutes: 2.5,
      }),
    ).toEqual({
      language: { code: 'not_a_choice' },
      clockFormat: { code: 'not_a_choice' },
      showSubject: { code: 'not_a_flag' },
      maxBookingMinutes: { code: 'out_of_range', args: { min: 15, max: 480 } },
      checkInAfterMinutes: { code: 'out_of_range', args: { min: 1, max: 60 } },
      idleMinutes: { code: 'not_a_whole_number' },
    });
  });
});

describe('profile sections', () => {
  it('shows booking and meetings for room and floor displays, check-in only for room displays', () => {
    expect(sectionsFor('RD').map((section) => section.id)).toEqual([
      'general',
      'meetings',
      'booking',
      'room',
      'screen',
    ]);
    expect(sectionsFor('FD').map((section) => section.id)).toEqual([
      'general',
      'meetings',
      'booking',
      'screen',
    ]);
    expect(sectionsFor('FBD').map((section) => section.id)).toEqual(['general', 'screen']);
  });

  it('places every ruled field in exactly one section', () => {
    expect([...PROFILE_FIELDS].sort()).toEqual(Object.keys(PROFILE_RULES).sort());
  });

  it('puts a setting that depends on a switch in effect only while the switch is on', () => {
    expect(isInEffect('idleMinutes', { ...profile, screenSaverEnabled: false })).toBe(false);
    expect(isInEffect('idleMinutes', profile)).toBe(true);
    expect(isInEffect('releaseUnconfirmed', profile)).toBe(false);
    expect(isInEffect('releaseUnconfirmed', { ...profile, checkInEnabled: true })).toBe(true);
    expect(isInEffect('language', {})).toBe(true);
    for (const [field, flag] of Object.entries(PROFILE_SWITCHED_BY)) {
      expect(PROFILE_RULES[flag].kind, field).toBe('flag');
    }
  });

  it('stores only the settings, trimmed', () => {
    const cleaned = cleanProfile({ ...profile, name: ' Standard ', id: 'x', usedBy: 3 });
    expect(cleaned).toEqual({ ...profile, name: 'Standard' });
  });
});
