import { startJsonStandIn } from './json-stand-in.ts';

/**
 * Google Calendar API v3 as documented (developers.google.com/calendar/api/v3/reference): POST
 * /calendar/v3/freeBusy, and events insert (POST), patch (PATCH), delete (DELETE 204) of a calendar. Only
 * `Bearer <token>` is let in; others get Google's 401.
 */
export async function startGoogleCalendarStandIn(token: string, busy: { start: string; end: string }[]) {
  const events = new Map<string, Record<string, unknown>>();
  let version = 0;
  const standIn = await startJsonStandIn((request) => {
    if (request.authorization !== `Bearer ${token}`) {
      return {
        status: 401,
        body: { error: { code: 401, message: 'Request had invalid authentication credentials.' } },
      };
    }
    if (request.method === 'POST' && request.path === '/calendar/v3/freeBusy') {
      const body = request.body as { timeMin: string; timeMax: string; items: { id: string }[] };
      return {
        status: 200,
        body: {
          kind: 'calendar#freeBusy',
          timeMin: body.timeMin,
          timeMax: body.timeMax,
          calendars: Object.fromEntries(
            body.items.map((item) => [
              item.id,
              { busy: busy.filter((each) => each.end > body.timeMin && each.start < body.timeMax) },
            ]),
          ),
        },
      };
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(request.path);
    if (!match) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    const eventId = match[2];
    version += 1;
    if (request.method === 'POST' && !eventId) {
      const id = `google-event-${events.size + 1}`;
      const event = { kind: 'calendar#event', id, etag: `"${version}"`, ...(request.body as object) };
      events.set(id, event);
      return { status: 200, body: event };
    }
    const existing = eventId ? events.get(eventId) : undefined;
    if (!eventId || !existing) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    if (request.method === 'PATCH') {
      const event = { ...existing, ...(request.body as object), etag: `"${version}"` };
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
