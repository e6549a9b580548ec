import ical from 'ical-generator';
import type { CalendarEvent } from './calendar-adapter.ts';

/**
 * The interview as a calendar resource (RFC 4791: one VCALENDAR, one VEVENT, no METHOD), in UTC: a stored
 * event is shown in each reader's own zone, so no VTIMEZONE is needed.
 */
export function eventICalendar(event: CalendarEvent, sequence: number, stamp = new Date()): string {
  const calendar = ical({ prodId: { company: 'Shortlist', product: 'Interviews', language: 'EN' } });
  calendar.createEvent({
    id: event.uid,
    sequence,
    stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.location,
    attendees: event.attendees.map((email) => ({ email })),
  });
  return calendar.toString();
}
