/**
 * A player's own on/off schedule (`schedule_reboot_mode` `onoff` with `schedule_on_time` and `schedule_off_time`,
 * 001 §7), as last read from it and kept in its record: a silent player the schedule has off now is not in trouble.
 */
export interface PlayerSchedule {
  /** `onoff`: the player switches itself off and on; `reboot`: it only restarts at its reboot time. */
  mode: string;
  /** "HH:MM" in the player's local time, which the console takes to be this computer's. */
  on: string;
  off: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM", or null when it is not a time. */
function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The schedule of a player's settings, or undefined when they hold none that switches it off. */
export function scheduleOf(settings: Readonly<Record<string, unknown>>): PlayerSchedule | undefined {
  const { schedule_reboot_mode: mode, schedule_on_time: on, schedule_off_time: off } = settings;
  if (typeof mode !== 'string' || typeof on !== 'string' || typeof off !== 'string') return undefined;
  return { mode, on, off };
}

/**
 * When the schedule has the player off at `now` (this computer's local time): the moment it switches on again;
 * null when it should be on, or when the schedule switches nothing (not `onoff`, a time missing, on equal to off).
 * Off from `off` (included) to `on` (excluded), across midnight when `off` is later in the day than `on`.
 */
export function offBySchedule(schedule: PlayerSchedule | undefined | null, now: Date): Date | null {
  if (!schedule || schedule.mode !== 'onoff') return null;
  const on = minutesOf(schedule.on);
  const off = minutesOf(schedule.off);
  if (on === null || off === null || on === off) return null;
  const minute = now.getHours() * 60 + now.getMinutes();
  const isOff = off < on ? minute >= off && minute < on : minute >= off || minute < on;
  if (!isOff) return null;
  const until = new Date(now);
  until.setHours(Math.floor(on / 60), on % 60, 0, 0);
  // Off since the evening: it comes back on the next day.
  if (minute >= on) until.setDate(until.getDate() + 1);
  return until;
}
