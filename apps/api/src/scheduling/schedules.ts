import type { ScheduleCreate } from '@shortlist/domain/schemas';
import { scheduleSlotSchema } from '@shortlist/domain/schemas';
import { sliceSchedule } from '@shortlist/domain/stages';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { interviewInvitations, interviewSchedules, roles, scheduleSlots } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { fromEpochSeconds, toEpochSeconds } from '../shared/epoch.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { parseWith } from '../shared/parse-with.ts';
import { bookedSlotIds, toSlotView } from './slot-views.ts';

export type ScheduleRow = typeof interviewSchedules.$inferSelect;

export const scheduleMessages = {
  windowOver: 'The availability window has already ended.',
  tooManySlots: 'A schedule can hold at most 2,000 slots. Use fewer or shorter windows.',
  noSlots: 'Keep at least one slot.',
} as const;

const maxSlotsPerSchedule = 2000;

function toScheduleSummary(schedule: ScheduleRow, roleName: string | null) {
  return {
    id: schedule.id,
    organizationId: schedule.organizationId,
    roleId: schedule.roleId,
    roleName,
    stageId: schedule.stageId,
    type: schedule.type,
    name: schedule.name,
    durationMinutes: schedule.durationMinutes,
    location: schedule.location,
    deadlineDays: schedule.deadlineDays,
    createdAt: schedule.createdAt.toISOString(),
  };
}

/** Interview schedules of the five-step wizard (§2): create with sliced slots, list, read with slot states. */
export function createScheduleService(db: Database) {
  /** A schedule of the caller's organisation (any for the provider); another organisation's answers 404. */
  async function findManagedSchedule(auth: AuthContext, scheduleId: number) {
    const [row] = await db
      .select({ schedule: interviewSchedules, roleName: roles.name })
      .from(interviewSchedules)
      .leftJoin(roles, eq(interviewSchedules.roleId, roles.id))
      .where(eq(interviewSchedules.id, scheduleId))
      .limit(1);
    if (!row || !canManage(auth.user, row.schedule.organizationId)) throw notFound('The schedule');
    return row;
  }

  /** One schedule with every slot's state and who holds which slot (managers may know). */
  async function get(auth: AuthContext, scheduleId: number) {
    const { schedule, roleName } = await findManagedSchedule(auth, scheduleId);
    const slots = await db
      .select()
      .from(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.organizationId, schedule.organizationId),
          eq(scheduleSlots.scheduleId, schedule.id),
        ),
      )
      .orderBy(asc(scheduleSlots.startAt), asc(scheduleSlots.id));
    const invitations = await db
      .select()
      .from(interviewInvitations)
      .where(
        and(
          eq(interviewInvitations.organizationId, schedule.organizationId),
          eq(interviewInvitations.scheduleId, schedule.id),
        ),
      )
      .orderBy(asc(interviewInvitations.id));
    const booked = await bookedSlotIds(db, schedule.organizationId, schedule.id);
    const now = new Date();
    return {
      ...toScheduleSummary(schedule, roleName),
      slots: slots.map((slot) => ({
        ...toSlotView(slot, booked, now),
        candidateId:
          invitations.find((invitation) => invitation.bookedSlotId === slot.id)?.candidateId ?? null,
      })),
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        candidateId: invitation.candidateId,
        deadline: toEpochSeconds(invitation.deadlineAt),
        bookedSlotId: invitation.bookedSlotId,
        bookedAt: toEpochSeconds(invitation.bookedAt),
      })),
    };
  }

  return {
    findManagedSchedule,
    get,

    async create(auth: AuthContext, input: ScheduleCreate) {
      const organizationId = resolveManagedOrganizationId(auth.user, input.organizationId);
      const [role] = await db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(eq(roles.id, input.roleId), eq(roles.organizationId, organizationId)))
        .limit(1);
      if (!role) throw notFound('The role');
      const now = Date.now() / 1000;
      for (const [index, window] of input.windows.entries()) {
        if (window.parentEndDateTime <= now) {
          throw invalidInput(scheduleMessages.windowOver, [
            { field: `windows.${index}.parentEndDateTime`, message: scheduleMessages.windowOver },
          ]);
        }
      }
      // Each generated slot is checked with the domain's slot rule before anything is stored.
      const slots = sliceSchedule(input).map((slot) => parseWith(scheduleSlotSchema, slot));
      if (slots.length === 0) {
        throw invalidInput(scheduleMessages.noSlots, [
          { field: 'excludedSlots', message: scheduleMessages.noSlots },
        ]);
      }
      if (slots.length > maxSlotsPerSchedule) {
        throw invalidInput(scheduleMessages.tooManySlots, [
          { field: 'windows', message: scheduleMessages.tooManySlots },
        ]);
      }
      const schedule = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(interviewSchedules)
          .values({
            organizationId,
            roleId: role.id,
            stageId: input.stageId,
            type: input.type,
            name: input.name,
            durationMinutes: input.durationMinutes,
            location: input.location ?? '',
            deadlineDays: input.deadlineDays,
            createdByUserId: auth.user.id,
          })
          .returning();
        if (!row) throw new Error('the schedule was not stored');
        await tx.insert(scheduleSlots).values(
          slots.map((slot) => ({
            organizationId,
            scheduleId: row.id,
            parentStartAt: fromEpochSeconds(slot.parentStartDateTime),
            parentEndAt: fromEpochSeconds(slot.parentEndDateTime),
            startAt: fromEpochSeconds(slot.startDateTime),
            endAt: fromEpochSeconds(slot.endDateTime),
            numberOfInterviewers: slot.numberOfInterviewers,
          })),
        );
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'schedule.created',
          targetType: 'schedule',
          targetId: row.id,
          details: { type: row.type, stageId: row.stageId, slots: slots.length },
        });
        return row;
      });
      return get(auth, schedule.id);
    },

    async list(auth: AuthContext, organizationId: number | undefined) {
      const scope = resolveManagedOrganizationId(auth.user, organizationId);
      const rows = await db
        .select({ schedule: interviewSchedules, roleName: roles.name })
        .from(interviewSchedules)
        .leftJoin(roles, eq(interviewSchedules.roleId, roles.id))
        .where(eq(interviewSchedules.organizationId, scope))
        .orderBy(desc(interviewSchedules.createdAt), desc(interviewSchedules.id));
      const ids = rows.map((row) => row.schedule.id);
      const counts =
        ids.length === 0
          ? []
          : await db
              .select({
                scheduleId: interviewInvitations.scheduleId,
                invited: sql<number>`count(*)::int`,
                booked: sql<number>`count(${interviewInvitations.bookedSlotId})::int`,
              })
              .from(interviewInvitations)
              .where(
                and(
                  eq(interviewInvitations.organizationId, scope),
                  inArray(interviewInvitations.scheduleId, ids),
                ),
              )
              .groupBy(interviewInvitations.scheduleId);
      return rows.map(({ schedule, roleName }) => {
        const count = counts.find((row) => row.scheduleId === schedule.id);
        return {
          ...toScheduleSummary(schedule, roleName),
          invitedCount: count?.invited ?? 0,
          bookedCount: count?.booked ?? 0,
        };
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
