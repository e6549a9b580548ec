import type { EventCreate, EventUpdate, ManagedEventView } from '@shortlist/domain/schemas';
import { eventEditingMessages } from '@shortlist/domain/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { events } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { fromEpochSeconds } from '../shared/epoch.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { countRegistrations } from './counts.ts';
import { timeZoneOf } from './event-emails.ts';
import { findManagedEvent } from './managed-event.ts';
import { createRegistrationService } from './registrations.ts';
import type { EventRow } from './views.ts';
import { toManagedEventView } from './views.ts';
import { lockEvent, promoteFromWaitlist } from './waitlist.ts';

export const eventMessages = {
  capacityBelowRegistrations: 'The capacity is below the number of people already registered.',
  copyName: (name: string) => `Copy of ${name}`.slice(0, 255),
} as const;

function storedFields(input: EventUpdate) {
  const { eventStartDate, eventEndDate, description, location, ...rest } = input;
  return {
    ...rest,
    ...(description === undefined ? {} : { description: description ?? '' }),
    ...(location === undefined ? {} : { location: location ?? '' }),
    ...(eventStartDate === undefined ? {} : { startsAt: fromEpochSeconds(eventStartDate) }),
    ...(eventEndDate === undefined ? {} : { endsAt: fromEpochSeconds(eventEndDate) }),
  };
}

/**
 * A manager's events (§2 events list): list, create, edit, archive (an edit of `archived`), copy; the
 * registrations, waiting list and door check-in are in registrations.ts.
 */
export function createEventService(db: Database, outbox: Outbox, settings: Pick<Settings, 'publicUrl'>) {
  async function views(executor: Executor, rows: EventRow[]): Promise<ManagedEventView[]> {
    const first = rows[0];
    if (!first) return [];
    const counts = await countRegistrations(
      executor,
      rows.map((event) => event.id),
    );
    // One organisation per list: the scope of a manager's call.
    const zone = await timeZoneOf(executor, first.organizationId);
    return rows.map((event) => ({
      ...toManagedEventView(event, counts(event.id)),
      timeZone: zone.value,
      timeZoneLabel: zone.label,
    }));
  }

  async function view(executor: Executor, event: EventRow): Promise<ManagedEventView> {
    const [one] = await views(executor, [event]);
    if (!one) throw notFound('The event');
    return one;
  }

  async function insertEvent(executor: Executor, auth: AuthContext, values: typeof events.$inferInsert) {
    const [row] = await executor.insert(events).values(values).returning();
    if (!row) throw new Error('the event was not stored');
    await recordAudit(executor, {
      actorUserId: auth.user.id,
      organizationId: row.organizationId,
      action: 'event.created',
      targetType: 'event',
      targetId: row.id,
      details: { name: row.name },
    });
    return row;
  }

  return {
    ...createRegistrationService(db, outbox, settings),

    async list(auth: AuthContext, organizationId: number | undefined) {
      const scope = resolveManagedOrganizationId(auth.user, organizationId);
      const rows = await db
        .select()
        .from(events)
        .where(eq(events.organizationId, scope))
        .orderBy(desc(events.startsAt), desc(events.id));
      return views(db, rows);
    },

    async create(auth: AuthContext, input: EventCreate) {
      const { organizationId: requested, ...fields } = input;
      const organizationId = resolveManagedOrganizationId(auth.user, requested);
      return db.transaction(async (tx) => {
        const row = await insertEvent(tx, auth, {
          ...storedFields(fields),
          organizationId,
          name: fields.name,
          eventType: fields.eventType,
          startsAt: fromEpochSeconds(fields.eventStartDate),
          endsAt: fromEpochSeconds(fields.eventEndDate),
        });
        return view(tx, row);
      });
    },

    /** A new event with the details and questions of one, without its registrations; named 'Copy of ...'. */
    async copy(auth: AuthContext, eventId: number) {
      const source = await findManagedEvent(db, auth, eventId);
      return db.transaction(async (tx) => {
        const { id: _id, createdAt: _created, updatedAt: _updated, ...details } = source;
        const row = await insertEvent(tx, auth, {
          ...details,
          name: eventMessages.copyName(source.name),
          archived: false,
        });
        return view(tx, row);
      });
    },

    /**
     * Changes the given fields, checked against the stored times and the people already registered. A higher
     * capacity gives the new places to the waiting list at once.
     */
    async update(auth: AuthContext, eventId: number, input: EventUpdate) {
      const found = await findManagedEvent(db, auth, eventId);
      return outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const event = await lockEvent(tx, found.organizationId, found.id);
          if (!event) throw notFound('The event');
          const [row] = await tx
            .update(events)
            .set({ ...storedFields(input), updatedAt: new Date() })
            .where(and(eq(events.id, event.id), eq(events.organizationId, event.organizationId)))
            .returning();
          if (!row) throw notFound('The event');
          if (row.endsAt <= row.startsAt) {
            throw invalidInput(eventEditingMessages.endBeforeStart, [
              { field: 'eventEndDate', message: eventEditingMessages.endBeforeStart },
            ]);
          }
          const registered = (await countRegistrations(tx, [row.id]))(row.id).registered;
          if (row.capacity !== null && row.capacity < registered) {
            throw invalidInput(eventMessages.capacityBelowRegistrations, [
              { field: 'capacity', message: eventMessages.capacityBelowRegistrations },
            ]);
          }
          await recordAudit(tx, {
            actorUserId: auth.user.id,
            organizationId: event.organizationId,
            action: 'event.updated',
            targetType: 'event',
            targetId: event.id,
            details: {
              fields: Object.keys(input).filter((key) => input[key as keyof EventUpdate] !== undefined),
            },
          });
          if (!row.archived) await promoteFromWaitlist(tx, outbox, settings, row, auth.user.id);
          return view(tx, row);
        }),
      );
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
