import type { CalendarAdapter, CalendarEvent } from './calendar-adapter.ts';
import { CalendarFailure } from './calendar-adapter.ts';
import { oauthJson } from './oauth-request.ts';

export const graphApiBaseUrl = 'https://graph.microsoft.com/v1.0';

export interface MicrosoftAccount {
  /** https://graph.microsoft.com/v1.0, or a stand-in's address in tests. */
  baseUrl: string;
  /** The mailbox whose schedule is read (getSchedule names it). */
  email: string;
  accessToken: string;
  timeoutMs: number;
}

interface GraphEvent {
  id: string;
  '@odata.etag'?: string;
}

interface ScheduleInformation {
  scheduleId: string;
  scheduleItems?: { status: string; start: { dateTime: string }; end: { dateTime: string } }[];
  error?: { message?: string };
}

// Graph writes dateTime without an offset, in the timeZone the request asked for: UTC here.
const utc = (date: Date) => ({ dateTime: date.toISOString().replace(/Z$/, ''), timeZone: 'UTC' });
const fromUtc = (dateTime: string) =>
  new Date(/[zZ]|[+-]\d\d:\d\d$/.test(dateTime) ? dateTime : `${dateTime}Z`);

const graphEvent = (event: CalendarEvent) => ({
  subject: event.summary,
  body: { contentType: 'text', content: event.description },
  start: utc(event.start),
  end: utc(event.end),
  ...(event.location && { location: { displayName: event.location } }),
  attendees: event.attendees.map((address) => ({ emailAddress: { address }, type: 'required' })),
  transactionId: event.uid,
});

/**
 * Microsoft Graph: POST /me/calendar/getSchedule for busy times (Prefer: outlook.timezone UTC), /me/events to
 * write (https://learn.microsoft.com/graph/api/calendar-getschedule).
 */
export function microsoftAdapter(account: MicrosoftAccount): CalendarAdapter {
  const call = oauthJson(account.baseUrl, account.accessToken, account.timeoutMs);
  return {
    async busy(from, to) {
      const { json } = await call<{ value?: ScheduleInformation[] }>('POST', '/me/calendar/getSchedule', {
        schedules: [account.email],
        startTime: utc(from),
        endTime: utc(to),
        availabilityViewInterval: 15,
      });
      const schedule = json?.value?.find((each) => each.scheduleId.toLowerCase() === account.email);
      if (!schedule || schedule.error) {
        throw new CalendarFailure(
          'failing',
          `Microsoft 365 could not read the calendar (${schedule?.error?.message ?? 'no answer'}).`,
        );
      }
      return (schedule.scheduleItems ?? [])
        .filter((item) => item.status !== 'free')
        .map((item) => ({ start: fromUtc(item.start.dateTime), end: fromUtc(item.end.dateTime) }));
    },
    async writeEvent(event) {
      const { json } = await call<GraphEvent>('POST', '/me/events', graphEvent(event));
      return { externalId: json.id, etag: json['@odata.etag'] ?? null };
    },
    async updateEvent(written, event) {
      const { json } = await call<GraphEvent>(
        'PATCH',
        `/me/events/${encodeURIComponent(written.externalId)}`,
        graphEvent(event),
      );
      return { externalId: json.id, etag: json['@odata.etag'] ?? null };
    },
    async removeEvent(written) {
      await call('DELETE', `/me/events/${encodeURIComponent(written.externalId)}`, undefined, [404]);
    },
  };
}
