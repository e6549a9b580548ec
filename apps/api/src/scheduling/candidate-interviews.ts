import { and, desc, eq } from 'drizzle-orm';
import { findCandidateForCaller } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import type { ScheduleType } from '../db/schema/index.ts';
import {
  candidateCodes,
  interviewInvitations,
  interviewSchedules,
  scheduleSlots,
} from '../db/schema/index.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { notFound } from '../shared/failures.ts';

const day = 24 * 60 * 60 * 1000;

/** GET /candidate/{id}/{type}/getCurrentInterview: the candidate's interview of one scheduling type. */
export function createCandidateInterviewService(db: Database) {
  return {
    /**
     * The newest candidate code of that type with a schedule, its invitation and booked slot. Decision: `id`
     * is the candidate code's id; without an invitation yet, the deadline runs from the code's creation by the
     * schedule's deadline days.
     */
    async current({ user }: AuthContext, candidateId: number, type: ScheduleType) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      const [found] = await db
        .select({ code: candidateCodes, schedule: interviewSchedules })
        .from(candidateCodes)
        .innerJoin(
          interviewSchedules,
          and(
            eq(interviewSchedules.id, candidateCodes.scheduleId),
            eq(interviewSchedules.organizationId, candidateCodes.organizationId),
          ),
        )
        .where(
          and(
            eq(candidateCodes.organizationId, candidate.organizationId),
            eq(candidateCodes.candidateId, candidate.id),
            eq(candidateCodes.type, type),
          ),
        )
        .orderBy(desc(candidateCodes.createdAt), desc(candidateCodes.id))
        .limit(1);
      if (!found) throw notFound('The interview');
      const { code, schedule } = found;
      const [invitation] = await db
        .select({ invitation: interviewInvitations, slot: scheduleSlots })
        .from(interviewInvitations)
        .leftJoin(scheduleSlots, eq(scheduleSlots.id, interviewInvitations.bookedSlotId))
        .where(
          and(
            eq(interviewInvitations.organizationId, candidate.organizationId),
            eq(interviewInvitations.candidateId, candidate.id),
            eq(interviewInvitations.scheduleId, schedule.id),
          ),
        )
        .orderBy(desc(interviewInvitations.createdAt), desc(interviewInvitations.id))
        .limit(1);
      const deadline =
        invitation?.invitation.deadlineAt ?? new Date(code.createdAt.getTime() + schedule.deadlineDays * day);
      return {
        id: code.id,
        type: code.type,
        codeStage: code.codeStage,
        stageId: code.stageId,
        scheduleId: schedule.id,
        scheduleName: schedule.name,
        location: schedule.location,
        durationMinutes: schedule.durationMinutes,
        deadline: toEpochSeconds(deadline),
        selectedTime: toEpochSeconds(invitation?.slot?.startAt ?? null),
        endTime: toEpochSeconds(invitation?.slot?.endAt ?? null),
      };
    },
  };
}
