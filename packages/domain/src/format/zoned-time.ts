import { splitTextPairs } from './pairs.ts';
import { formatTimezoneLabel } from './timezone.ts';

// Wall-clock times in an organisation's time zone (§3 timezones setting), with the platform's Intl only.

/** Decision: an organisation without a (valid) time zone setting works in UK time. */
export const defaultTimeZone = { value: 'Europe/London', label: 'UK, Ireland Time' } as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The organisation's time zone: the first of its timezones setting ('name;value' pairs) that is valid. */
export function organizationTimeZone(timezones: readonly string[] | undefined): {
  value: string;
  label: string;
} {
  const first = splitTextPairs(timezones ?? [], ';').find(({ value }) => isTimeZone(value));
  return first ? { value: first.value, label: formatTimezoneLabel(first.key) } : defaultTimeZone;
}

function wallClockParts(epochMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClockParts(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant (epoch seconds) as a datetime-local value ('2027-03-11T18:00') on the zone's wall clock. */
export function toZonedInputValue(epochSeconds: number, timeZone: string): string {
  const wall = wallClockParts(epochSeconds * 1000, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A datetime-local value read on the zone's wall clock, as epoch seconds; null when it is not a date-time.
 * Decision: a time skipped by the spring clock change moves forward by the gap, as the clocks do.
 */
export function fromZonedInputValue(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(asUtc)) return null;
  // Two passes: the offset at the guessed instant can differ from the one at the true instant near a change.
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  return Math.floor(second / 1000);
}

/** 'Thursday, 11 March 2027 at 18:00' on the zone's wall clock. */
export function formatZonedDateTime(epochSeconds: number, timeZone: string): string {
  return new Date(epochSeconds * 1000).toLocaleString('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  });
}
