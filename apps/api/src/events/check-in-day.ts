import type { EventRow } from './views.ts';

/** The calendar day of an instant on a zone's clock, as YYYY-MM-DD (so days compare as text). */
function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * Whether today, on the organisation's clock, is a day of the event (from its first day to its last), the only
 * days a visitor may check themselves in: a code forwarded or leaked earlier cannot mark anyone attended.
 */
export function isEventDay(
  event: Pick<EventRow, 'startsAt' | 'endsAt'>,
  zone: string,
  now = new Date(),
): boolean {
  const today = dayIn(zone, now);
  return dayIn(zone, event.startsAt) <= today && today <= dayIn(zone, event.endsAt);
}
