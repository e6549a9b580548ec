import {
  createCalendarObject,
  deleteCalendarObject,
  fetchCalendarObjects,
  getBasicAuthHeaders,
  updateCalendarObject,
} from 'tsdav';
import { busyIntervalsOf } from './busy-intervals.ts';
import type { CalendarAdapter, CalendarEvent, WrittenEvent } from './calendar-adapter.ts';
import { asCalendarFailure, failureOfStatus } from './calendar-adapter.ts';
import { eventICalendar } from './event-icalendar.ts';

export interface CalDavAccount {
  /** The calendar collection's URL. */
  calendarUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/**
 * A CalDAV calendar through tsdav: busy times from a calendar-query REPORT with a time-range (recurring events
 * expanded here), the interview as its own resource `<uid>.ics` (PUT, PUT with If-Match, DELETE).
 */
export function calDavAdapter(account: CalDavAccount): CalendarAdapter {
  const calendar = {
    url: account.calendarUrl.endsWith('/') ? account.calendarUrl : `${account.calendarUrl}/`,
  };
  const headers = getBasicAuthHeaders({ username: account.username, password: account.password });
  // Every request: the time limit, and an answer that is not a success is a CalendarFailure.
  const request =
    (allowed: readonly number[] = []) =>
    async (input: string | URL | Request, init: RequestInit = {}) => {
      const response = await fetch(input, { ...init, signal: AbortSignal.timeout(account.timeoutMs) }).catch(
        (error: unknown) => {
          throw asCalendarFailure(error);
        },
      );
      if (!response.ok && !allowed.includes(response.status)) throw failureOfStatus(response.status);
      return response;
    };
  const put = async (url: string, event: CalendarEvent, etag: string | null): Promise<WrittenEvent> => {
    const data = eventICalendar(event, event.sequence);
    let response = await updateCalendarObject({
      calendarObject: { url, data, ...(etag && { etag }) },
      headers,
      fetch: request([412]),
    });
    // Changed in the calendar since it was written: the booking is the truth, so it is written over.
    if (response.status === 412) {
      response = await updateCalendarObject({ calendarObject: { url, data }, headers, fetch: request() });
    }
    return { externalId: url, etag: response.headers.get('etag') };
  };

  return {
    async busy(from, to) {
      const objects = await fetchCalendarObjects({
        calendar,
        headers,
        timeRange: { start: from.toISOString(), end: to.toISOString() },
        urlFilter: () => true,
        fetch: request(),
      }).catch((error: unknown) => {
        throw asCalendarFailure(error);
      });
      return objects.flatMap((object) => {
        try {
          return typeof object.data === 'string' ? busyIntervalsOf(object.data, from, to) : [];
        } catch {
          // One unreadable event does not hide the rest of the calendar.
          return [];
        }
      });
    },

    async writeEvent(event) {
      const filename = `${encodeURIComponent(event.uid)}.ics`;
      const response = await createCalendarObject({
        calendar,
        filename,
        iCalString: eventICalendar(event, event.sequence),
        headers,
        fetch: request([412]),
      });
      const url = new URL(filename, calendar.url).href;
      // Already there (a sync retried after the write reached the calendar): written over.
      if (response.status === 412) return put(url, event, null);
      return { externalId: url, etag: response.headers.get('etag') };
    },

    updateEvent(written, event) {
      return put(written.externalId, event, written.etag);
    },

    async removeEvent(written) {
      await deleteCalendarObject({
        calendarObject: { url: written.externalId },
        headers,
        fetch: request([404, 410]),
      });
    },
  };
}
