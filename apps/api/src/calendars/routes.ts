import {
  deleteCalendarConnection,
  getCalendarConnection,
  listCalendarConnections,
  readCalendarBusy,
  saveCalendarConnection,
  testCalendarConnection,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import { forbidden } from '../shared/failures.ts';
import { isManager } from '../shared/permissions.ts';

/** /api/v1/calendar-connections and /api/v1/calendar-busy (calendars README). */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { connections, busy } = app.services.calendars;

  serveRoute(app, listCalendarConnections, ({ auth }) => connections.list(auth));
  serveRoute(app, saveCalendarConnection, ({ auth, body }) => connections.save(auth, body));
  serveRoute(app, getCalendarConnection, ({ auth, params }) => connections.get(auth, params.id));
  serveRoute(app, deleteCalendarConnection, async ({ auth, params, reply }) => {
    await connections.remove(auth, params.id);
    return reply.status(204).send();
  });
  serveRoute(app, testCalendarConnection, ({ auth, params }) => connections.test(auth, params.id));
  serveRoute(app, readCalendarBusy, ({ auth, query }) => {
    if (!isManager(auth.user) || auth.user.organizationId === null) throw forbidden();
    return busy.asReply(
      auth.user.organizationId,
      query.emails,
      new Date(query.from * 1000),
      new Date(query.to * 1000),
    );
  });
}
