import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MessageAttachment } from '../messaging/transport.ts';

/** One booking as a calendar entry: the same UID across its life, SEQUENCE raised by each change. */
export interface CalendarBooking {
  uid: string;
  sequence: number;
  /** REQUEST for a booking or a move, CANCEL for a cancellation. */
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** The organisation's IANA zone: times are written in it, with its VTIMEZONE, so clock changes hold. */
  zone: string;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: readonly { name?: string; email: string }[];
  /** When this version was made (DTSTAMP). */
  stamp: Date;
}

/** The booking's .ics file, as the email carrying it attaches it (RFC 5546 iMIP: method in the type). */
export function calendarInvitation(booking: CalendarBooking): MessageAttachment {
  const method = booking.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Shortlist', product: 'Interviews', language: 'EN' },
    method,
    timezone: { name: booking.zone, generator: getVtimezoneComponent },
  });
  // ical-generator writes a TZDate's wall-clock time in the zone; a plain Date would use the server's zone.
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: booking.stamp,
    start: new TZDate(booking.start.getTime(), booking.zone),
    end: new TZDate(booking.end.getTime(), booking.zone),
    timezone: booking.zone,
    summary: booking.summary,
    description: booking.description,
    location: booking.location || null,
    organizer: booking.organizer,
    attendees: booking.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.name ?? null,
      rsvp: booking.method === 'REQUEST',
    })),
    status: booking.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: booking.method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${booking.method}`,
    content: calendar.toString(),
  };
}
