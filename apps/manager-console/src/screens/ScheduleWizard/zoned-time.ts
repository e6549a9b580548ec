import { DateTime } from 'luxon';

// Wall-clock days and times in the organisation's time zone (epoch seconds in, epoch seconds out): what the
// manager reads and types is always the organisation's local time, whatever the browser's zone.

const at = (epochSeconds: number, zone: string) => DateTime.fromSeconds(epochSeconds, { zone });

/** 'Mon 1 Dec 2026'. */
export function formatDay(epochSeconds: number, zone: string, locale: string): string {
  return at(epochSeconds, zone).setLocale(locale).toFormat('ccc d LLL yyyy');
}

/** '09:00'. */
export function formatClock(epochSeconds: number, zone: string): string {
  return at(epochSeconds, zone).toFormat('HH:mm');
}

/** The calendar day as 'yyyy-MM-dd' (a date input's value). */
export function isoDay(epochSeconds: number, zone: string): string {
  return at(epochSeconds, zone).toISODate() ?? '';
}

/** The instant of a day ('yyyy-MM-dd') and a time ('HH:mm') in the zone; null when either is not valid. */
export function zonedEpoch(day: string, clock: string, zone: string): number | null {
  const moment = DateTime.fromISO(`${day}T${clock}`, { zone });
  return moment.isValid ? Math.round(moment.toSeconds()) : null;
}

/** The calendar day `days` after today in the zone, as a day label (the deadline is 23:59 on it, §9). */
export function deadlineDay(now: Date, days: number, zone: string, locale: string): string {
  return DateTime.fromJSDate(now, { zone }).plus({ days }).setLocale(locale).toFormat('cccc d LLLL yyyy');
}
