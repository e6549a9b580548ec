import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MessageAttachment } from '../messaging/transport.ts';

// A person's assessment-centre day as one calendar file: a VEVENT per sitting, written in the organisation's
// zone with its VTIMEZONE (as scheduling/calendar-invitation.ts writes an interview). Each person has at most
// one sitting a round, so a UID per person and round lets a re-published schedule replace or cancel it.

export interface ScheduleEntry {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
}

export interface ScheduleCalendar {
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  zone: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  entries: readonly ScheduleEntry[];
  stamp: Date;
}

/** The schedule's .ics, as an email attaches it (RFC 5546 iMIP: the method in the content type). */
export function scheduleCalendar(schedule: ScheduleCalendar): MessageAttachment {
  const cancel = schedule.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Shortlist', product: 'Assessment centres', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: schedule.zone, generator: getVtimezoneComponent },
  });
  for (const entry of schedule.entries) {
    calendar.createEvent({
      id: entry.uid,
      sequence: schedule.sequence,
      stamp: schedule.stamp,
      // A TZDate is written as its wall-clock time in the zone; a plain Date would use the server's zone.
      start: new TZDate(entry.start.getTime(), schedule.zone),
      end: new TZDate(entry.end.getTime(), schedule.zone),
      timezone: schedule.zone,
      summary: entry.summary,
      description: entry.description,
      location: entry.location || null,
      organizer: schedule.organizer,
      attendees: [{ ...schedule.attendee, rsvp: !cancel }],
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return {
    filename: cancel ? 'cancelled.ics' : 'schedule.ics',
    contentType: `text/calendar; charset=utf-8; method=${schedule.method}`,
    content: calendar.toString(),
  };
}
