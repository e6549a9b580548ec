import { fromZonedInputValue, toZonedInputValue } from './zoned-time.ts';

// Decision: working days are Monday to Friday; bank holidays are not known to the product, so a message
// scheduled over one goes out on it.

const localTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a 24-hour local time such as '09:00'. */
export function isLocalTime(value: string): boolean {
  return localTimePattern.test(value);
}

/**
 * The instant of a local time ('09:00') on the working day after the one `now` falls on, on the zone's wall
 * clock: a Friday evening (or a Saturday) gives Monday, whatever the clocks did over the weekend.
 */
export function nextWorkingDayAt(now: Date, localTime: string, timeZone: string): Date {
  if (!isLocalTime(localTime)) throw new RangeError(`not a local time: ${localTime}`);
  const today = toZonedInputValue(Math.floor(now.getTime() / 1000), timeZone).slice(0, 10);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  do {
    date.setUTCDate(date.getUTCDate() + 1);
  } while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  const seconds = fromZonedInputValue(`${date.toISOString().slice(0, 10)}T${localTime}`, timeZone);
  if (seconds === null) throw new RangeError(`no such time: ${localTime}`);
  return new Date(seconds * 1000);
}
