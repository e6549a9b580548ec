import type { CalendarConnectionStatus, CalendarProvider } from '../schemas/index.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Interviewers' calendars (issue 34): connections read for busy times and written with booked interviews.

const tag = 'Calendars';

/** A calendar connection as replies show it: never a password or token. */
export interface CalendarConnection {
  id: number;
  interviewerEmail: string;
  /** The organisation user it belongs to, or null for an outside assessor. */
  userId: number | null;
  provider: CalendarProvider;
  /** The CalDAV calendar's URL, or the provider API's base URL. */
  endpoint: string;
  /** The CalDAV user name, or the Google calendar id ('' for Microsoft). */
  account: string;
  status: CalendarConnectionStatus;
  /** Why the last call failed, in words; null while connected. */
  lastError: string | null;
  /** Epoch seconds of the last call, or null. */
  lastCheckedAt: number | null;
  updatedAt: number;
}

export interface CalendarBusy {
  /** Busy intervals (epoch seconds) of each interviewer whose calendar answered. */
  busy: { email: string; intervals: { start: number; end: number }[] }[];
  /** Interviewers whose calendar timed out, refused or is revoked: their busy times are unknown. */
  unchecked: string[];
  /** Interviewers with no calendar connected. */
  notConnected: string[];
}

export const listCalendarConnections = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/calendar-connections',
  summary:
    'The signed-in manager’s calendar connection; a manager admin’s list has every one of the organisation.',
  tag,
  reply: jsonReply<CalendarConnection[]>(),
});

export const saveCalendarConnection = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/calendar-connections',
  summary:
    'Connects an interviewer’s calendar (one’s own; a manager admin anyone’s), replacing an earlier one.',
  tag,
  body: 'calendarConnectionSchema',
  reply: jsonReply<CalendarConnection>(),
});

export const getCalendarConnection = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/calendar-connections/{id}',
  summary: 'One calendar connection.',
  tag,
  params: 'calendarConnectionParamsSchema',
  reply: jsonReply<CalendarConnection>(),
});

export const deleteCalendarConnection = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/calendar-connections/{id}',
  summary: 'Disconnects a calendar (204); events already written stay in it.',
  tag,
  params: 'calendarConnectionParamsSchema',
  reply: emptyReply,
});

export const testCalendarConnection = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/calendar-connections/{id}/test',
  summary: 'Reads the next day’s busy times to check the connection; answers it with its new status.',
  tag,
  params: 'calendarConnectionParamsSchema',
  reply: jsonReply<CalendarConnection>(),
});

export const readCalendarBusy = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/calendar-busy',
  summary: 'Busy intervals of interviewers’ connected calendars, and which could not be checked.',
  tag,
  query: 'calendarBusyQuerySchema',
  reply: jsonReply<CalendarBusy>(),
});
