import type { InterviewerMeetingHoursView, OrganizationMeetingHoursView } from '@shortlist/domain/contract';
import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { interviewerMeetingHours, organizationMeetingHours } from '../db/schema/index.ts';
import { loadOrganizationZone } from '../message-policies/organization-zone.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { assertHoursReader, assertInterviewerHoursAccess, assertOrganizationHoursAdmin } from './access.ts';
import { organizationHours, ownInterviewerHours } from './meeting-hours-store.ts';

/** /organization/{orgId}/meeting-hours and /meeting-hours/interviewers/{email} (issue 34); changes audited. */
export function createMeetingHoursService(db: Database) {
  async function organizationView(organizationId: number): Promise<OrganizationMeetingHoursView> {
    return {
      meetingHours: await organizationHours(db, organizationId),
      timeZone: await loadOrganizationZone(db, organizationId),
    };
  }

  async function interviewerView(
    organizationId: number,
    email: string,
  ): Promise<InterviewerMeetingHoursView> {
    const own = await ownInterviewerHours(db, organizationId, email);
    const organization = await organizationView(organizationId);
    return {
      email,
      meetingHours: own,
      effectiveMeetingHours: own ?? organization.meetingHours,
      timeZone: organization.timeZone,
    };
  }

  return {
    async getOrganization(user: UserRow, organizationId: number) {
      assertHoursReader(user, organizationId);
      return organizationView(organizationId);
    },

    async saveOrganization(user: UserRow, organizationId: number, hours: MeetingHours | null) {
      assertOrganizationHoursAdmin(user, organizationId);
      await db.transaction(async (tx) => {
        if (hours === null) {
          await tx
            .delete(organizationMeetingHours)
            .where(eq(organizationMeetingHours.organizationId, organizationId));
        } else {
          const values = { hours, updatedByUserId: user.id, updatedAt: new Date() };
          await tx
            .insert(organizationMeetingHours)
            .values({ organizationId, ...values })
            .onConflictDoUpdate({ target: organizationMeetingHours.organizationId, set: values });
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'meeting-hours.changed',
          targetType: 'organization',
          targetId: organizationId,
          details: { meetingHours: hours },
        });
      });
      return organizationView(organizationId);
    },

    async getInterviewer(user: UserRow, organizationId: number, email: string) {
      assertInterviewerHoursAccess(user, organizationId, email);
      return interviewerView(organizationId, email);
    },

    async saveInterviewer(user: UserRow, organizationId: number, email: string, hours: MeetingHours | null) {
      assertInterviewerHoursAccess(user, organizationId, email);
      await db.transaction(async (tx) => {
        if (hours === null) {
          await tx
            .delete(interviewerMeetingHours)
            .where(
              and(
                eq(interviewerMeetingHours.organizationId, organizationId),
                eq(interviewerMeetingHours.email, email),
              ),
            );
        } else {
          const values = { hours, updatedByUserId: user.id, updatedAt: new Date() };
          await tx
            .insert(interviewerMeetingHours)
            .values({ organizationId, email, ...values })
            .onConflictDoUpdate({
              target: [interviewerMeetingHours.organizationId, interviewerMeetingHours.email],
              set: values,
            });
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'meeting-hours.interviewer-changed',
          targetType: 'interviewer',
          targetId: email,
          details: { meetingHours: hours },
        });
      });
      return interviewerView(organizationId, email);
    },
  };
}
