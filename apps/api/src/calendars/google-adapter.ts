import type { CalendarAdapter, CalendarEvent } from './calendar-adapter.ts';
import { CalendarFailure } from './calendar-adapter.ts';
import { oauthJson } from './oauth-request.ts';

export const googleApiBaseUrl = 'https://www.googleapis.com';

export interface GoogleAccount {
  /** https://www.googleapis.com, or a stand-in's address in tests. */
  baseUrl: string;
  calendarId: string;
  accessToken: string;
  timeoutMs: number;
}

interface GoogleEvent {
  id: string;
  etag?: string;
}

const googleEvent = (event: CalendarEvent) => ({
  iCalUID: event.uid,
  sequence: event.sequence,
  summary: event.summary,
  description: event.description,
  ...(event.location && { location: event.location }),
  start: { dateTime: event.start.toISOString() },
  end: { dateTime: event.end.toISOString() },
  attendees: event.attendees.map((email) => ({ email })),
});

/**
 * Google Calendar API v3: POST /calendar/v3/freeBusy for busy times, events insert, patch and delete
 * (https://developers.google.com/calendar/api/v3/reference). sendUpdates=none: the emails carry the invites.
 */
export function googleAdapter(account: GoogleAccount): CalendarAdapter {
  const call = oauthJson(account.baseUrl, account.accessToken, account.timeoutMs);
  const events = `/calendar/v3/calendars/${encodeURIComponent(account.calendarId)}/events`;
  return {
    async busy(from, to) {
      const { json } = await call<{
        calendars?: Record<
          string,
          { busy?: { start: string; end: string }[]; errors?: { reason: string }[] }
        >;
      }>('POST', '/calendar/v3/freeBusy', {
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        items: [{ id: account.calendarId }],
      });
      const calendar = json?.calendars?.[account.calendarId];
      if (!calendar || calendar.errors?.length) {
        throw new CalendarFailure(
          'failing',
          `Google Calendar could not read the calendar (${calendar?.errors?.[0]?.reason ?? 'no answer'}).`,
        );
      }
      return (calendar.busy ?? []).map((busy) => ({ start: new Date(busy.start), end: new Date(busy.end) }));
    },
    async writeEvent(event) {
      const { json } = await call<GoogleEvent>('POST', `${events}?sendUpdates=none`, googleEvent(event));
      return { externalId: json.id, etag: json.etag ?? null };
    },
    async updateEvent(written, event) {
      const { json } = await call<GoogleEvent>(
        'PATCH',
        `${events}/${encodeURIComponent(written.externalId)}?sendUpdates=none`,
        googleEvent(event),
      );
      return { externalId: json.id, etag: json.etag ?? null };
    },
    async removeEvent(written) {
      await call(
        'DELETE',
        `${events}/${encodeURIComponent(written.externalId)}?sendUpdates=none`,
        undefined,
        [404, 410],
      );
    },
  };
}
