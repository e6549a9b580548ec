import type { CalendarConnectionInput } from '@shortlist/domain/schemas';
import { calendarConnectionMessages } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { calendarConnections, users } from '../db/schema/index.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { isManager, isManagerAdmin } from '../shared/permissions.ts';
import { adapterFor } from './adapters.ts';
import { asCalendarFailure } from './calendar-adapter.ts';
import type { CalendarSettings } from './calendar-settings.ts';
import { recordConnectionOutcome } from './connection-status.ts';
import { connectionView } from './connection-views.ts';
import { encryptSecret } from './credential-cipher.ts';
import { googleApiBaseUrl } from './google-adapter.ts';
import { graphApiBaseUrl } from './microsoft-adapter.ts';

/** Calendars are the manager console's; the provider (no organisation) and candidates get 403. */
function organizationOf(auth: AuthContext): number {
  if (!isManager(auth.user) || auth.user.organizationId === null) throw forbidden();
  return auth.user.organizationId;
}

/** The stored columns of a connection form: where the calendar is, and its credentials sealed. */
function storedParts(key: Buffer, organizationId: number, input: CalendarConnectionInput) {
  switch (input.provider) {
    case 'caldav':
      return {
        endpoint: input.calendarUrl,
        account: input.username,
        credentials: encryptSecret(key, organizationId, { password: input.password }),
      };
    case 'google':
      return {
        endpoint: input.baseUrl ?? googleApiBaseUrl,
        account: input.calendarId ?? 'primary',
        credentials: encryptSecret(key, organizationId, {
          accessToken: input.accessToken,
          refreshToken: input.refreshToken ?? null,
        }),
      };
    case 'microsoft':
      return {
        endpoint: input.baseUrl ?? graphApiBaseUrl,
        account: '',
        credentials: encryptSecret(key, organizationId, {
          accessToken: input.accessToken,
          refreshToken: input.refreshToken ?? null,
        }),
      };
  }
}

/**
 * Connections of interviewers' calendars. A manager sees and changes their own (by their sign-in email); a
 * manager admin anyone's of the organisation. Another organisation's, or a colleague's for a manager: 404.
 */
export function createCalendarConnectionService(db: Database, settings: CalendarSettings) {
  async function visible(auth: AuthContext, id: number) {
    const organizationId = organizationOf(auth);
    const [row] = await db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.organizationId, organizationId), eq(calendarConnections.id, id)))
      .limit(1);
    if (!row || (!isManagerAdmin(auth.user) && row.email !== auth.user.email.toLowerCase())) {
      throw notFound('The calendar connection');
    }
    return row;
  }

  return {
    async list(auth: AuthContext) {
      const organizationId = organizationOf(auth);
      const rows = await db
        .select()
        .from(calendarConnections)
        .where(
          and(
            eq(calendarConnections.organizationId, organizationId),
            isManagerAdmin(auth.user)
              ? undefined
              : eq(calendarConnections.email, auth.user.email.toLowerCase()),
          ),
        )
        .orderBy(calendarConnections.email);
      return rows.map(connectionView);
    },

    async get(auth: AuthContext, id: number) {
      return connectionView(await visible(auth, id));
    },

    /** Connects or replaces the interviewer's calendar: a new one starts connected, with no error. */
    async save(auth: AuthContext, input: CalendarConnectionInput) {
      const organizationId = organizationOf(auth);
      const own = auth.user.email.toLowerCase();
      const email = input.interviewerEmail ?? own;
      if (email !== own && !isManagerAdmin(auth.user)) throw forbidden(calendarConnectionMessages.notYours);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.email, email)))
        .limit(1);
      const values = {
        organizationId,
        email,
        userId: user?.id ?? null,
        provider: input.provider,
        ...storedParts(settings.credentialsKey, organizationId, input),
        status: 'connected',
        lastError: null,
        lastCheckedAt: null,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(calendarConnections)
        .values(values)
        .onConflictDoUpdate({
          target: [calendarConnections.organizationId, calendarConnections.email],
          set: values,
        })
        .returning();
      if (!row) throw new Error('the calendar connection was not stored');
      return connectionView(row);
    },

    async remove(auth: AuthContext, id: number) {
      const row = await visible(auth, id);
      await db
        .delete(calendarConnections)
        .where(
          and(eq(calendarConnections.organizationId, row.organizationId), eq(calendarConnections.id, row.id)),
        );
    },

    /** Reads the next day's busy times; the outcome is the connection's new status (a failure is no error). */
    async test(auth: AuthContext, id: number) {
      const row = await visible(auth, id);
      const from = new Date();
      const failure = await adapterFor(row, settings)
        .busy(from, new Date(from.getTime() + 24 * 60 * 60 * 1000))
        .then(() => null, asCalendarFailure);
      await recordConnectionOutcome(db, row.organizationId, row.id, failure);
      return connectionView(await visible(auth, id));
    },
  };
}
