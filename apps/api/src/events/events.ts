import type { EventAttendance, EventCreate, EventUpdate } from '@shortlist/domain/schemas';
import { eventEditingMessages } from '@shortlist/domain/schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { eventRegistrations, events } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { fromEpochSeconds } from '../shared/epoch.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { countRegistrations } from './counts.ts';
import type { EventRow } from './views.ts';
import { toManagedEventView, toRegistrationView } from './views.ts';

export const eventMessages = {
  capacityBelowRegistrations: 'The capacity is below the number of people already registered.',
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

/** A manager's events (§2 events list): list, create, edit, registrations and check-in at the door. */
export function createEventService(db: Database) {
  async function findManagedEvent(auth: AuthContext, eventId: number): Promise<EventRow> {
    const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
    if (!event || !canManage(auth.user, event.organizationId)) throw notFound('The event');
    return event;
  }

  async function view(event: EventRow) {
    return toManagedEventView(event, (await countRegistrations(db, [event.id]))(event.id));
  }

  return {
    async list(auth: AuthContext, organizationId: number | undefined) {
      const scope = resolveManagedOrganizationId(auth.user, organizationId);
      const rows = await db
        .select()
        .from(events)
        .where(eq(events.organizationId, scope))
        .orderBy(desc(events.startsAt), desc(events.id));
      const counts = await countRegistrations(
        db,
        rows.map((event) => event.id),
      );
      return rows.map((event) => toManagedEventView(event, counts(event.id)));
    },

    async create(auth: AuthContext, input: EventCreate) {
      const { organizationId: requested, ...fields } = input;
      const organizationId = resolveManagedOrganizationId(auth.user, requested);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({
            ...storedFields(fields),
            organizationId,
            name: fields.name,
            eventType: fields.eventType,
            startsAt: fromEpochSeconds(fields.eventStartDate),
            endsAt: fromEpochSeconds(fields.eventEndDate),
          })
          .returning();
        if (!row) throw new Error('the event was not stored');
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'event.created',
          targetType: 'event',
          targetId: row.id,
          details: { name: row.name },
        });
        return row;
      });
      return view(created);
    },

    /** Changes the given fields, checked against the stored times and the people already registered. */
    async update(auth: AuthContext, eventId: number, input: EventUpdate) {
      const event = await findManagedEvent(auth, eventId);
      const updated = await db.transaction(async (tx) => {
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
        return row;
      });
      return view(updated);
    },

    async registrations(auth: AuthContext, eventId: number) {
      const event = await findManagedEvent(auth, eventId);
      const rows = await db
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.organizationId, event.organizationId),
            eq(eventRegistrations.eventId, event.id),
          ),
        )
        .orderBy(
          asc(eventRegistrations.lastName),
          asc(eventRegistrations.firstName),
          asc(eventRegistrations.id),
        );
      return rows.map(toRegistrationView);
    },

    /** A manager marks one registration of the event ATTENDED or NOSHOW. */
    async checkIn(auth: AuthContext, eventId: number, { registrationId, attendance }: EventAttendance) {
      const event = await findManagedEvent(auth, eventId);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(eventRegistrations)
          .set({ attendance, checkedInAt: attendance === 'ATTENDED' ? new Date() : null })
          .where(
            and(
              eq(eventRegistrations.id, registrationId),
              eq(eventRegistrations.eventId, event.id),
              eq(eventRegistrations.organizationId, event.organizationId),
            ),
          )
          .returning();
        if (!row) throw notFound('The registration');
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: event.organizationId,
          action: 'event.checked-in',
          targetType: 'event',
          targetId: event.id,
          details: { registrationId: row.id, attendance, by: 'manager' },
        });
        return toRegistrationView(row);
      });
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
