import { describe, expect, it } from 'vitest';
import { calendarInvitation } from '../../src/scheduling/calendar-invitation.ts';
import { parseCalendar } from './parse-calendar.ts';

const invitationAt = (start: string, method: 'REQUEST' | 'CANCEL' = 'REQUEST', sequence = 0) =>
  calendarInvitation({
    uid: 'interview-7-test@shortlist.test',
    sequence,
    method,
    start: new Date(start),
    end: new Date(new Date(start).getTime() + 3600_000),
    zone: 'Europe/London',
    summary: 'Interview: First round (Hartwell)',
    description: 'Robin Applicant',
    location: 'London office',
    organizer: { name: 'Hartwell', email: 'no-reply@shortlist.test' },
    attendees: [{ email: 'robin@example.com', name: 'Robin Applicant' }, { email: 'partner@hartwell.test' }],
    stamp: new Date('2026-11-27T10:00:00Z'),
  });

describe('the calendar invitation of a booking', () => {
  // 2027: clocks go forward on Sunday 28 March (01:00 UTC) and back on Sunday 31 October (01:00 UTC).
  it.each([
    ['the Saturday before the March change', '2027-03-27T09:00:00Z', '09:00'],
    ['the Sunday of the March change', '2027-03-28T09:00:00Z', '10:00'],
    ['the Saturday before the October change', '2027-10-30T09:00:00Z', '10:00'],
    ['the Sunday of the October change', '2027-10-31T09:00:00Z', '09:00'],
  ])('writes an interview on %s in London time that reads back as the same instant', (_, start, local) => {
    const parsed = parseCalendar(invitationAt(start).content);
    expect(parsed.zone).toBe('Europe/London');
    expect(parsed.localStart).toBe(local);
    expect(parsed.start.toISOString()).toBe(new Date(start).toISOString());
    expect(parsed.end.getTime() - parsed.start.getTime()).toBe(3600_000);
  });

  it('is a REQUEST with the booking UID, its SEQUENCE and every attendee', () => {
    const file = invitationAt('2027-03-28T09:00:00Z', 'REQUEST', 2);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const parsed = parseCalendar(file.content);
    expect(parsed).toMatchObject({ method: 'REQUEST', uid: 'interview-7-test@shortlist.test', sequence: 2 });
    expect(parsed.status).toBe('CONFIRMED');
    expect(parsed.attendees).toEqual(['robin@example.com', 'partner@hartwell.test']);
  });

  it('is a CANCEL of the same UID for a cancellation', () => {
    const file = invitationAt('2027-10-31T09:00:00Z', 'CANCEL', 3);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(parseCalendar(file.content)).toMatchObject({
      method: 'CANCEL',
      uid: 'interview-7-test@shortlist.test',
      sequence: 3,
      status: 'CANCELLED',
    });
  });
});
