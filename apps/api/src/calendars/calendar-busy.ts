import type { CalendarBusy } from '@shortlist/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { calendarConnections } from '../db/schema/index.ts';
import type { ConnectionRow } from './adapters.ts';
import { adapterFor } from './adapters.ts';
import { mergeIntervals } from './busy-intervals.ts';
import type { BusyInterval } from './calendar-adapter.ts';
import { asCalendarFailure } from './calendar-adapter.ts';
import type { CalendarSettings } from './calendar-settings.ts';
import { recordConnectionOutcome } from './connection-status.ts';

export interface BusyLookup {
  /** Busy intervals, merged and sorted, of each interviewer whose calendar answered. */
  busy: Map<string, BusyInterval[]>;
  /** Interviewers whose calendar timed out, refused, or is revoked. */
  unchecked: string[];
  /** Interviewers with no calendar connected. */
  notConnected: string[];
}

/**
 * Interviewers' busy times from their connected calendars, side by side, each within the time limit; answers
 * are kept briefly (settings.cacheSeconds) so the wizard's week views do not ask again. A calendar that fails
 * is reported as unchecked and its connection marked, never thrown to the caller.
 */
export function createCalendarBusyService(db: Database, settings: CalendarSettings) {
  const cache = new Map<string, { until: number; intervals: BusyInterval[] }>();

  async function read(
    connection: ConnectionRow,
    from: Date,
    to: Date,
    fresh: boolean,
  ): Promise<BusyInterval[] | null> {
    const key = `${connection.organizationId}:${connection.id}:${connection.updatedAt.getTime()}:${from.getTime()}:${to.getTime()}`;
    const cached = cache.get(key);
    if (!fresh && cached && cached.until > Date.now()) return cached.intervals;
    try {
      const intervals = mergeIntervals(await adapterFor(connection, settings).busy(from, to));
      cache.set(key, { until: Date.now() + settings.cacheSeconds * 1000, intervals });
      if (connection.status !== 'connected') {
        await recordConnectionOutcome(db, connection.organizationId, connection.id, null);
      }
      return intervals;
    } catch (error) {
      await recordConnectionOutcome(
        db,
        connection.organizationId,
        connection.id,
        asCalendarFailure(error),
      ).catch(() => undefined);
      return null;
    }
  }

  async function calendarBusy(
    organizationId: number,
    emails: readonly string[],
    from: Date,
    to: Date,
    /** Asks the calendars again whatever is kept: a booking checks its slot against the calendars as they are now. */
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<BusyLookup> {
    const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
    const connections =
      wanted.length === 0
        ? []
        : await db
            .select()
            .from(calendarConnections)
            .where(
              and(
                eq(calendarConnections.organizationId, organizationId),
                inArray(calendarConnections.email, wanted),
              ),
            );
    const lookup: BusyLookup = { busy: new Map(), unchecked: [], notConnected: [] };
    const answers = await Promise.all(
      connections.map(async (connection) => ({
        email: connection.email,
        // A revoked connection is not asked until it is connected again.
        intervals: connection.status === 'revoked' ? null : await read(connection, from, to, fresh),
      })),
    );
    for (const { email, intervals } of answers) {
      if (intervals) lookup.busy.set(email, intervals);
      else lookup.unchecked.push(email);
    }
    lookup.notConnected = wanted.filter((email) => !connections.some((each) => each.email === email));
    return lookup;
  }

  return {
    calendarBusy,
    /** The lookup as the wizard's route answers it, in epoch seconds. */
    async asReply(
      organizationId: number,
      emails: readonly string[],
      from: Date,
      to: Date,
    ): Promise<CalendarBusy> {
      const lookup = await calendarBusy(organizationId, emails, from, to);
      const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
      return {
        busy: [...lookup.busy].map(([email, intervals]) => ({
          email,
          intervals: intervals.map((interval) => ({
            start: seconds(interval.start),
            end: seconds(interval.end),
          })),
        })),
        unchecked: lookup.unchecked.sort(),
        notConnected: lookup.notConnected.sort(),
      };
    },
  };
}

export type CalendarBusyService = ReturnType<typeof createCalendarBusyService>;
