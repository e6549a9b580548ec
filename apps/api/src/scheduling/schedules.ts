import type { ScheduleCreate, ScheduleDetailView, ScheduleListItem } from '@shortlist/domain/schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CalendarBusyService } from '../calendars/calendar-busy.ts';
import { canManage } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import {
  candidates,
  interviewInvitations,
  interviewSchedules,
  organizations,
  roles,
  scheduleSlots,
  users,
} from '../db/schema/index.ts';
import { slotMeetingHours } from '../meeting-hours/meeting-hours-store.ts';
import { blindApplicationColumn } from '../review/blind-identity.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { contactEmailColumn } from '../shared/contact-email.ts';
import { fromEpochSeconds, toEpochSeconds } from '../shared/epoch.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { organizationTimeZone } from './organization-time-zone.ts';
import { lastPanelChanges } from './panel-changes.ts';
import { staffSlots } from './panel-staffing.ts';
import { bookedSlotIds, toSlotView } from './slot-views.ts';
import { slotsOfWindows } from './window-slots.ts';

export type ScheduleRow = typeof interviewSchedules.$inferSelect;

export const scheduleMessages = {
  windowOver: 'The availability window has already ended.',
  tooManySlots: 'A schedule can hold at most 2,000 slots. Use fewer or shorter windows.',
  noSlots: 'Keep at least one slot.',
} as const;

export const maxSlotsPerSchedule = 2000;

function toScheduleSummary(schedule: ScheduleRow, roleName: string | null, configuration: unknown) {
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
    closedAt: toEpochSeconds(schedule.closedAt),
    timeZone: organizationTimeZone(configuration).zone,
    timeZoneLabel: organizationTimeZone(configuration).label,
    interviewerEmails: schedule.interviewerEmails,
    dailyMaximum: schedule.dailyMaximum,
  };
}

/** Interview schedules of the five-step wizard (§2): create with sliced slots, list, read with slot states. */
export function createScheduleService(db: Database, calendars: Pick<CalendarBusyService, 'calendarBusy'>) {
  /** A schedule of the caller's organisation (any for the provider); another organisation's answers 404. */
  async function findManagedSchedule(auth: AuthContext, scheduleId: number) {
    const [row] = await db
      .select({
        schedule: interviewSchedules,
        roleName: roles.name,
        configuration: organizations.defaultConfiguration,
      })
      .from(interviewSchedules)
      .innerJoin(organizations, eq(interviewSchedules.organizationId, organizations.id))
      .leftJoin(roles, eq(interviewSchedules.roleId, roles.id))
      .where(eq(interviewSchedules.id, scheduleId))
      .limit(1);
    if (!row || !canManage(auth.user, row.schedule.organizationId)) throw notFound('The schedule');
    return row;
  }

  /** One schedule with every slot's state and who holds which slot (managers may know). */
  async function get(auth: AuthContext, scheduleId: number): Promise<ScheduleDetailView> {
    const { schedule, roleName, configuration } = await findManagedSchedule(auth, scheduleId);
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
    const blindStageIds = await blindStageIdsOf(db, schedule.organizationId);
    const invitations = await db
      .select({
        invitation: interviewInvitations,
        firstName: users.firstName,
        lastName: users.lastName,
        email: contactEmailColumn,
        blind: blindApplicationColumn(blindStageIds),
      })
      .from(interviewInvitations)
      .innerJoin(
        candidates,
        and(
          eq(candidates.organizationId, interviewInvitations.organizationId),
          eq(candidates.id, interviewInvitations.candidateId),
        ),
      )
      .innerJoin(users, eq(candidates.userId, users.id))
      .where(
        and(
          eq(interviewInvitations.organizationId, schedule.organizationId),
          eq(interviewInvitations.scheduleId, schedule.id),
        ),
      )
      .orderBy(asc(interviewInvitations.id));
    const booked = await bookedSlotIds(db, schedule.organizationId, schedule.id);
    const panelChanges = await lastPanelChanges(db, schedule.organizationId, schedule.id);
    const now = new Date();
    const holderOf = (slotId: number) => invitations.find((row) => row.invitation.bookedSlotId === slotId);
    return {
      ...toScheduleSummary(schedule, roleName, configuration),
      slots: slots.map((slot) => ({
        ...toSlotView(slot, booked, now),
        interviewerEmails: slot.interviewerEmails,
        candidateId: holderOf(slot.id)?.invitation.candidateId ?? null,
        invitationId: holderOf(slot.id)?.invitation.id ?? null,
        panelChange: holderOf(slot.id) ? (panelChanges.get(slot.id) ?? null) : null,
      })),
      // Blind review (issue 31): a booking at a blind stage names no one.
      invitations: invitations.map(({ invitation, firstName, lastName, email, blind }) => ({
        id: invitation.id,
        candidateId: invitation.candidateId,
        candidateName: blind ? null : [firstName, lastName].filter(Boolean).join(' '),
        candidateEmail: blind ? null : email,
        blind,
        deadline: toEpochSeconds(invitation.deadlineAt) ?? 0,
        bookedSlotId: invitation.bookedSlotId,
        bookedAt: toEpochSeconds(invitation.bookedAt),
        cancelledAt: toEpochSeconds(invitation.cancelledAt),
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
      const slots = slotsOfWindows(input, await slotMeetingHours(db, organizationId));
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
      // Calendars answer over the network, so their busy times are read before the transaction.
      const calendarBusy = input.panel
        ? (
            await calendars.calendarBusy(
              organizationId,
              input.panel.interviewerEmails,
              fromEpochSeconds(Math.min(...slots.map((slot) => slot.startDateTime))),
              fromEpochSeconds(Math.max(...slots.map((slot) => slot.endDateTime))),
            )
          ).busy
        : undefined;
      const schedule = await db.transaction(async (tx) => {
        const [organization] = await tx
          .select({ configuration: organizations.defaultConfiguration })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
          .limit(1);
        const zone = organizationTimeZone(organization?.configuration).zone;
        const staffed = await staffSlots(tx, organizationId, zone, slots, input.panel, calendarBusy);
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
            interviewerEmails: input.panel?.interviewerEmails ?? [],
            dailyMaximum: input.panel?.dailyMaximum ?? null,
            createdByUserId: auth.user.id,
          })
          .returning();
        if (!row) throw new Error('the schedule was not stored');
        await tx.insert(scheduleSlots).values(
          staffed.map((slot) => ({
            organizationId,
            scheduleId: row.id,
            parentStartAt: fromEpochSeconds(slot.parentStartDateTime),
            parentEndAt: fromEpochSeconds(slot.parentEndDateTime),
            startAt: fromEpochSeconds(slot.startDateTime),
            endAt: fromEpochSeconds(slot.endDateTime),
            numberOfInterviewers: slot.numberOfInterviewers,
            interviewerEmails: slot.interviewerEmails,
          })),
        );
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'schedule.created',
          targetType: 'schedule',
          targetId: row.id,
          details: {
            type: row.type,
            stageId: row.stageId,
            slots: slots.length,
            panel: input.panel?.interviewerEmails.length ?? 0,
          },
        });
        return row;
      });
      return get(auth, schedule.id);
    },

    async list(auth: AuthContext, organizationId: number | undefined): Promise<ScheduleListItem[]> {
      const scope = resolveManagedOrganizationId(auth.user, organizationId);
      const [organization] = await db
        .select({ configuration: organizations.defaultConfiguration })
        .from(organizations)
        .where(eq(organizations.id, scope))
        .limit(1);
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
                invited: sql<number>`count(*) filter (where ${interviewInvitations.cancelledAt} is null)::int`,
                booked: sql<number>`count(${interviewInvitations.bookedSlotId})::int`,
                deadline: sql<
                  Date | string | null
                >`max(${interviewInvitations.deadlineAt}) filter (where ${interviewInvitations.cancelledAt} is null)`,
              })
              .from(interviewInvitations)
              .where(
                and(
                  eq(interviewInvitations.organizationId, scope),
                  inArray(interviewInvitations.scheduleId, ids),
                ),
              )
              .groupBy(interviewInvitations.scheduleId);
      const slotCounts =
        ids.length === 0
          ? []
          : await db
              .select({
                scheduleId: scheduleSlots.scheduleId,
                total: sql<number>`count(*)::int`,
                // Spelt out: drizzle leaves a one-table select's columns unqualified, which the subquery needs.
                free: sql<number>`count(*) filter (where schedule_slots.start_at > now() and not exists (
                  select 1 from interview_invitations booking
                  where booking.organization_id = schedule_slots.organization_id
                    and booking.booked_slot_id = schedule_slots.id))::int`,
              })
              .from(scheduleSlots)
              .where(and(eq(scheduleSlots.organizationId, scope), inArray(scheduleSlots.scheduleId, ids)))
              .groupBy(scheduleSlots.scheduleId);
      return rows.map(({ schedule, roleName }) => {
        const count = counts.find((row) => row.scheduleId === schedule.id);
        const slotCount = slotCounts.find((row) => row.scheduleId === schedule.id);
        return {
          ...toScheduleSummary(schedule, roleName, organization?.configuration),
          invitedCount: count?.invited ?? 0,
          bookedCount: count?.booked ?? 0,
          slotCount: slotCount?.total ?? 0,
          freeSlotCount: slotCount?.free ?? 0,
          deadline: count?.deadline ? Math.floor(new Date(count.deadline).getTime() / 1000) : null,
        };
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
