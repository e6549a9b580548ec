import { randomBytes } from 'node:crypto';
import { stageIds } from '@shortlist/domain/stages';
import type { Database } from '../../src/db/database.ts';
import { interviewInvitations, interviewSchedules, scheduleSlots } from '../../src/db/schema/index.ts';

interface Interviewed {
  organizationId: number;
  roleId: number;
  interviewed: number[];
  notCounted: number;
}

const interview = stageIds.atInterview;
const dayMs = 24 * 60 * 60 * 1000;
const dayZero = Date.parse('2026-03-02T00:00:00Z');
/** A moment of the round: days after its candidates applied. */
export const onDay = (days: number) => new Date(dayZero + days * dayMs);
// The offer candidates' interviews: invited on day 7, interviewed 2, 3, 4, 5, 6 and 10 days later, having
// booked 1, 1, 2, 2, 3 and 5 days before.
const invitedToInterview = [2, 3, 4, 5, 6, 10];
const bookedBefore = [1, 1, 2, 2, 3, 5];

/** One schedule of the round's role: the interviewed candidates' bookings, and two that are not interviews. */
export async function addInterviews(
  db: Database,
  { organizationId, roleId, interviewed, notCounted }: Interviewed,
): Promise<void> {
  const [schedule] = await db
    .insert(interviewSchedules)
    .values({
      organizationId,
      roleId,
      stageId: interview,
      type: 'SCHEDULER',
      name: 'Round',
      durationMinutes: 60,
    })
    .returning({ id: interviewSchedules.id });
  const scheduleId = schedule?.id ?? 0;
  const starts = [...invitedToInterview, 8].map((days) => onDay(7 + days));
  const slots = await db
    .insert(scheduleSlots)
    .values(
      starts.map((startAt) => ({
        organizationId,
        scheduleId,
        parentStartAt: startAt,
        parentEndAt: new Date(startAt.getTime() + dayMs),
        startAt,
        endAt: new Date(startAt.getTime() + dayMs / 24),
      })),
    )
    .returning({ id: scheduleSlots.id });
  const invitation = (
    candidateId: number,
    slot: number,
    bookedAt: Date | null,
    cancelledAt: Date | null,
  ) => ({
    organizationId,
    scheduleId,
    candidateId,
    tokenHash: randomBytes(16).toString('hex'),
    deadlineAt: onDay(30),
    bookedSlotId: bookedAt ? (slots[slot]?.id ?? null) : null,
    bookedAt,
    cancelledAt,
    createdAt: onDay(7),
  });
  await db.insert(interviewInvitations).values([
    ...interviewed.map((candidateId, n) =>
      invitation(candidateId, n, onDay(7 + (invitedToInterview[n] ?? 0) - (bookedBefore[n] ?? 0)), null),
    ),
    // Neither a cancelled booking nor an invitation never booked is an interview.
    invitation(notCounted, 6, onDay(8), onDay(9)),
    invitation(notCounted, 0, null, null),
  ]);
}
