import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/calendars/calendar-adapter.ts';
import { CalendarFailure } from '../../src/calendars/calendar-adapter.ts';
import { googleAdapter } from '../../src/calendars/google-adapter.ts';
import { microsoftAdapter } from '../../src/calendars/microsoft-adapter.ts';
import { startGoogleCalendarStandIn } from '../support/google-calendar-stand-in.ts';
import { startGraphStandIn } from '../support/graph-stand-in.ts';

const busy = [{ start: '2027-01-12T10:00:00Z', end: '2027-01-12T11:30:00Z' }];
const from = new Date('2027-01-12T00:00:00Z');
const to = new Date('2027-01-13T00:00:00Z');
const interview: CalendarEvent = {
  uid: 'interview-7-abc@shortlist.test',
  sequence: 0,
  start: new Date('2027-01-12T14:00:00Z'),
  end: new Date('2027-01-12T15:00:00Z'),
  summary: 'Interview: First round (Hartwell & Finch LLP)',
  description: 'Ada Lovelace, Training Contract 2028.',
  location: 'London office',
  attendees: ['hm@hartwell.test', 'assessor@outside.test'],
};
const moved = {
  ...interview,
  sequence: 1,
  start: new Date('2027-01-12T16:00:00Z'),
  end: new Date('2027-01-12T17:00:00Z'),
};

let google: Awaited<ReturnType<typeof startGoogleCalendarStandIn>>;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
beforeAll(async () => {
  [google, graph] = await Promise.all([
    startGoogleCalendarStandIn('google-access-token', busy),
    startGraphStandIn('graph-access-token', 'hm@hartwell.test', busy),
  ]);
});
afterAll(async () => {
  await Promise.all([google?.close(), graph?.close()]);
});

describe('Google Calendar adapter (against a stand-in of the documented API)', () => {
  const adapter = (token = 'google-access-token') =>
    googleAdapter({ baseUrl: google.url, calendarId: 'primary', accessToken: token, timeoutMs: 5000 });

  it('reads busy times through freeBusy', async () => {
    expect(await adapter().busy(from, to)).toEqual([
      { start: new Date('2027-01-12T10:00:00Z'), end: new Date('2027-01-12T11:30:00Z') },
    ]);
    expect(google.requests.at(-1)?.body).toEqual({
      timeMin: from.toISOString(),
      timeMax: to.toISOString(),
      items: [{ id: 'primary' }],
    });
  });

  it('inserts, patches and deletes the interview, without Google sending its own invitations', async () => {
    const written = await adapter().writeEvent(interview);
    expect(google.events.get(written.externalId)).toMatchObject({
      iCalUID: interview.uid,
      start: { dateTime: '2027-01-12T14:00:00.000Z' },
      attendees: [{ email: 'hm@hartwell.test' }, { email: 'assessor@outside.test' }],
    });
    expect(google.requests.at(-1)?.query.get('sendUpdates')).toBe('none');
    const updated = await adapter().updateEvent(written, moved);
    expect(updated.externalId).toBe(written.externalId);
    expect(google.events.get(written.externalId)).toMatchObject({
      start: { dateTime: '2027-01-12T16:00:00.000Z' },
      sequence: 1,
    });
    await adapter().removeEvent(updated);
    expect(google.events.size).toBe(0);
    // Already gone is not an error.
    await expect(adapter().removeEvent(updated)).resolves.toBeUndefined();
  });

  it('answers a refused token as revoked', async () => {
    await expect(adapter('expired').busy(from, to)).rejects.toEqual(
      new CalendarFailure('revoked', 'The calendar refused the credentials (HTTP 401); connect it again.'),
    );
  });
});

describe('Microsoft Graph adapter (against a stand-in of the documented API)', () => {
  const adapter = (token = 'graph-access-token') =>
    microsoftAdapter({ baseUrl: graph.url, email: 'hm@hartwell.test', accessToken: token, timeoutMs: 5000 });

  it('reads busy times through getSchedule, in UTC', async () => {
    expect(await adapter().busy(from, to)).toEqual([
      { start: new Date('2027-01-12T10:00:00Z'), end: new Date('2027-01-12T11:30:00Z') },
    ]);
    expect(graph.requests.at(-1)?.body).toMatchObject({
      schedules: ['hm@hartwell.test'],
      startTime: { dateTime: '2027-01-12T00:00:00.000', timeZone: 'UTC' },
    });
  });

  it('creates, updates and deletes the interview in /me/events', async () => {
    const written = await adapter().writeEvent(interview);
    expect(graph.events.get(written.externalId)).toMatchObject({
      subject: interview.summary,
      start: { dateTime: '2027-01-12T14:00:00.000', timeZone: 'UTC' },
      location: { displayName: 'London office' },
      transactionId: interview.uid,
    });
    const updated = await adapter().updateEvent(written, moved);
    expect(graph.events.get(updated.externalId)).toMatchObject({
      start: { dateTime: '2027-01-12T16:00:00.000' },
    });
    expect(updated.etag).not.toBe(written.etag);
    await adapter().removeEvent(updated);
    expect(graph.events.size).toBe(0);
  });

  it('answers a refused token as revoked', async () => {
    await expect(adapter('expired').writeEvent(interview)).rejects.toMatchObject({ kind: 'revoked' });
  });
});
