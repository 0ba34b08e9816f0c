import { describe, expect, it } from 'vitest';
import { offBySchedule, scheduleOf, type PlayerSchedule } from './schedule';

const at = (time: string, day = 10) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(2026, 10, day, hours, minutes, 30);
};
const onoff = (on: string, off: string): PlayerSchedule => ({ mode: 'onoff', on, off });
const hhmm = (date: Date | null) =>
  date &&
  `${date.getDate()} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

describe('offBySchedule', () => {
  it('is off from the off time to the on time across midnight, back on the next morning', () => {
    const schedule = onoff('07:00', '19:00');
    expect(offBySchedule(schedule, at('18:59'))).toBeNull();
    expect(hhmm(offBySchedule(schedule, at('19:00')))).toBe('11 07:00');
    expect(hhmm(offBySchedule(schedule, at('23:59')))).toBe('11 07:00');
    expect(hhmm(offBySchedule(schedule, at('00:00')))).toBe('10 07:00');
    expect(hhmm(offBySchedule(schedule, at('06:59')))).toBe('10 07:00');
    expect(offBySchedule(schedule, at('07:00'))).toBeNull();
    expect(offBySchedule(schedule, at('12:00'))).toBeNull();
  });

  it('is off within the day when the off time comes first (on at 14:00 after a midday pause)', () => {
    const schedule = onoff('14:00', '12:30');
    expect(offBySchedule(schedule, at('12:29'))).toBeNull();
    expect(hhmm(offBySchedule(schedule, at('12:30')))).toBe('10 14:00');
    expect(hhmm(offBySchedule(schedule, at('13:59')))).toBe('10 14:00');
    expect(offBySchedule(schedule, at('14:00'))).toBeNull();
    expect(offBySchedule(schedule, at('23:00'))).toBeNull();
  });

  it('crosses the end of a month to the next day', () => {
    expect(hhmm(offBySchedule(onoff('06:00', '22:00'), new Date(2026, 10, 30, 23, 0)))).toBe('1 06:00');
  });

  it('switches nothing off in reboot mode, with a time missing or malformed, or with on equal to off', () => {
    expect(offBySchedule({ mode: 'reboot', on: '07:00', off: '19:00' }, at('22:00'))).toBeNull();
    expect(offBySchedule(onoff('', '19:00'), at('22:00'))).toBeNull();
    expect(offBySchedule(onoff('07:00', '25:00'), at('22:00'))).toBeNull();
    expect(offBySchedule(onoff('07:00', '07:00'), at('22:00'))).toBeNull();
    expect(offBySchedule(undefined, at('22:00'))).toBeNull();
  });
});

describe('scheduleOf', () => {
  it('takes the mode and both times of the settings, nothing when one is not a text', () => {
    const settings = { schedule_reboot_mode: 'onoff', schedule_on_time: '07:00', schedule_off_time: '19:00' };
    expect(scheduleOf(settings)).toEqual(onoff('07:00', '19:00'));
    expect(scheduleOf({ ...settings, schedule_on_time: undefined })).toBeUndefined();
  });
});
