import { TZDate } from '@date-fns/tz';
import type { MeetingHours, Weekday } from './meeting-hours-schema.ts';
import { minutesOfTime, weekdays } from './meeting-hours-schema.ts';

/** An allowed stretch of time as instants: start included, end excluded. */
export interface MeetingTimeInterval {
  start: Date;
  end: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The weekday of a calendar date (JavaScript's getDay: 0 is Sunday). */
function weekdayOf(dayOfWeek: number): Weekday {
  return weekdays[(dayOfWeek + 6) % 7] as Weekday;
}

/** The instant of a wall-clock time on a calendar day in the zone; minutes may be 1440 (the next midnight). */
function instantOf(year: number, month: number, day: number, minutes: number, zone: string): number {
  return new TZDate(year, month, day, Math.floor(minutes / 60), minutes % 60, 0, zone).getTime();
}

/**
 * The allowed intervals overlapping [from, to), as instants, cut to that range, in order, touching ones
 * joined. Each day's wall-clock times are read on that day's clock, so 09:30 is 08:30 UTC in summer and
 * 09:30 UTC in winter, and the days of the clock changes are as long as they are.
 */
export function meetingHoursIntervals(
  hours: MeetingHours,
  from: Date,
  to: Date,
  zone: string,
): MeetingTimeInterval[] {
  if (!(from.getTime() < to.getTime())) return [];
  const intervals: MeetingTimeInterval[] = [];
  const first = new TZDate(from.getTime(), zone);
  // Walk calendar days on the zone's clock from the day `from` falls on to the one `to` falls on.
  for (let offset = 0; ; offset += 1) {
    const day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + offset, 0, 0, 0, zone);
    if (day.getTime() >= to.getTime()) break;
    const [year, month, date] = [day.getFullYear(), day.getMonth(), day.getDate()];
    const daily = [...hours[weekdayOf(day.getDay())]].sort(
      (a, b) => minutesOfTime(a.start) - minutesOfTime(b.start),
    );
    for (const interval of daily) {
      const start = Math.max(
        instantOf(year, month, date, minutesOfTime(interval.start), zone),
        from.getTime(),
      );
      const end = Math.min(instantOf(year, month, date, minutesOfTime(interval.end), zone), to.getTime());
      if (start >= end) continue;
      const last = intervals.at(-1);
      if (last && last.end.getTime() >= start) {
        last.end = new Date(Math.max(last.end.getTime(), end));
      } else {
        intervals.push({ start: new Date(start), end: new Date(end) });
      }
    }
    if (offset > 366 * 100) throw new RangeError('meeting hours asked for more than a century');
  }
  return intervals;
}

/**
 * Whether [start, end) lies wholly inside the meeting hours: inside one allowed interval, or across
 * touching ones (a Monday ending at 24:00 and a Tuesday starting at 00:00).
 */
export function withinMeetingHours(hours: MeetingHours, start: Date, end: Date, zone: string): boolean {
  if (!(start.getTime() < end.getTime())) return false;
  // A day either side, so an interval that started before `start` is seen whole.
  const around = meetingHoursIntervals(
    hours,
    new Date(start.getTime() - dayMs),
    new Date(end.getTime() + dayMs),
    zone,
  );
  return around.some(
    (interval) => interval.start.getTime() <= start.getTime() && end.getTime() <= interval.end.getTime(),
  );
}
