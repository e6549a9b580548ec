import ICAL from 'ical.js';
import type { OutgoingMessage } from '../../src/messaging/transport.ts';

/** A calendar attachment read back with ical.js, a parser independent of the generator. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(event.component.getFirstPropertyValue('status')),
    description: event.description ?? '',
    zone: event.startDate.zone?.tzid,
    /** The wall-clock start as written (hour and minute in the event's zone). */
    localStart: `${String(event.startDate.hour).padStart(2, '0')}:${String(event.startDate.minute).padStart(2, '0')}`,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '')),
  };
}

/** The .ics of an email, parsed. */
export function calendarOf(message: OutgoingMessage | undefined) {
  const attachment = message?.attachments?.find((file) => file.contentType.startsWith('text/calendar'));
  if (!attachment) throw new Error(`no calendar attached to ${message?.template ?? 'the message'}`);
  return { ...parseCalendar(attachment.content), contentType: attachment.contentType };
}
