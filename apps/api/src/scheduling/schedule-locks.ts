import { and, eq } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { interviewSchedules, organizations } from '../db/schema/index.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { isProviderAdmin } from '../shared/permissions.ts';

/**
 * Decision (race safety): every change to a schedule's slots or bookings holds its schedule row for the rest
 * of the transaction: a manager's change FOR UPDATE, a candidate's booking FOR SHARE. So a manager never
 * removes a slot while a candidate is booking into it (one waits for the other and then reads what the
 * other committed), and candidates still book side by side, the unique slot index deciding between them.
 */
export async function lockManagedSchedule(tx: Executor, auth: AuthContext, scheduleId: number) {
  // A manager's lock is asked within their own organisation, so another organisation's row is never held.
  const scope = isProviderAdmin(auth.user)
    ? []
    : [eq(interviewSchedules.organizationId, auth.user.organizationId ?? 0)];
  const [schedule] = await tx
    .select()
    .from(interviewSchedules)
    .where(and(eq(interviewSchedules.id, scheduleId), ...scope))
    .limit(1)
    .for('update');
  if (!schedule || !canManage(auth.user, schedule.organizationId)) throw notFound('The schedule');
  const [organization] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, schedule.organizationId))
    .limit(1);
  if (!organization) throw notFound('The schedule');
  return { schedule, organization };
}

/** A candidate's booking holds the schedule shared: it waits out a manager's change and sees its result. */
export async function shareSchedule(tx: Executor, organizationId: number, scheduleId: number) {
  const [schedule] = await tx
    .select()
    .from(interviewSchedules)
    .where(and(eq(interviewSchedules.organizationId, organizationId), eq(interviewSchedules.id, scheduleId)))
    .limit(1)
    .for('share');
  return schedule;
}
