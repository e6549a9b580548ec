import { TZDate } from '@date-fns/tz';

// A centre's day is written as the organisation reads it (a date and a local start time); its sessions are
// stored as instants, so a clock change or a server in another zone moves nothing.

/** The instant a centre's day starts: its date at its local start time in the organisation's zone. */
export function dayStartInstant(day: string, startTime: string, zone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, 0, zone).getTime());
}

/** The instant `minutes` after the day's start. */
export const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** A time as a centre's timetable writes it: "09:00", on the organisation's clock. */
export const clockTime = (instant: Date, zone: string) =>
  instant.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone });

/** The day as messages write it: "Tuesday 16 March 2027". */
export const longDay = (instant: Date, zone: string) =>
  instant.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  });
