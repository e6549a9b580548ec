import { startJsonStandIn } from './json-stand-in.ts';

/**
 * Microsoft Graph v1.0 as documented (learn.microsoft.com/graph/api/calendar-getschedule, /me/events):
 * getSchedule answers scheduleItems in the UTC the request asks for, dateTime without an offset.
 */
export async function startGraphStandIn(
  token: string,
  mailbox: string,
  busy: { start: string; end: string }[],
) {
  const events = new Map<string, Record<string, unknown>>();
  let version = 0;
  const standIn = await startJsonStandIn((request) => {
    if (request.authorization !== `Bearer ${token}`) {
      return {
        status: 401,
        body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' } },
      };
    }
    if (request.method === 'POST' && request.path === '/me/calendar/getSchedule') {
      const body = request.body as { schedules: string[] };
      return {
        status: 200,
        body: {
          '@odata.context':
            'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
          value: body.schedules.map((scheduleId) =>
            scheduleId === mailbox
              ? {
                  scheduleId,
                  availabilityView: '',
                  scheduleItems: busy.map((each) => ({
                    isPrivate: false,
                    status: 'busy',
                    subject: 'Busy',
                    start: { dateTime: each.start.replace(/Z$/, '.0000000'), timeZone: 'UTC' },
                    end: { dateTime: each.end.replace(/Z$/, '.0000000'), timeZone: 'UTC' },
                  })),
                }
              : { scheduleId, error: { message: 'The user was not found.', responseCode: 'UserNotFound' } },
          ),
        },
      };
    }
    const match = /^\/me\/events(?:\/([^/]+))?$/.exec(request.path);
    if (!match) return { status: 404, body: { error: { code: 'ResourceNotFound' } } };
    const eventId = match[1];
    version += 1;
    if (request.method === 'POST' && !eventId) {
      const id = `AAMkAG-${events.size + 1}`;
      const event = { id, '@odata.etag': `W/"${version}"`, ...(request.body as object) };
      events.set(id, event);
      return { status: 201, body: event };
    }
    const existing = eventId ? events.get(eventId) : undefined;
    if (!eventId || !existing) return { status: 404, body: { error: { code: 'ErrorItemNotFound' } } };
    if (request.method === 'PATCH') {
      const event = { ...existing, ...(request.body as object), '@odata.etag': `W/"${version}"` };
      events.set(eventId, event);
      return { status: 200, body: event };
    }
    if (request.method === 'DELETE') {
      events.delete(eventId);
      return { status: 204 };
    }
    return { status: 405 };
  });
  return { ...standIn, events };
}
