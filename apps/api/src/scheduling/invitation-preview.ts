import type { InvitationPreview } from '@shortlist/domain/contract';
import type { ScheduleInvitationPreview } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, organizations, roles } from '../db/schema/index.ts';
import { composeMessages } from '../messaging/composer.ts';
import { previewMergeData } from '../messaging/preview-data.ts';
import { stageStatusWording } from '../pipeline/candidate-status-wording.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { interviewPath } from './invitations.ts';
import { interviewInvitationData } from './messages.ts';
import { deadlineInZone, organizationTimeZone } from './organization-time-zone.ts';

/**
 * Issue 34: the wizard's preview is the invitation email itself, composed exactly as `invite` composes it
 * (the organisation's template, the stage's wording for the candidate, the deadline on its clock); only the
 * link is a stand-in, since none is issued before sending.
 */
export function createInvitationPreview(db: Database, settings: Pick<Settings, 'publicUrl'>) {
  return async (auth: AuthContext, input: ScheduleInvitationPreview): Promise<InvitationPreview> => {
    const organizationId = resolveManagedOrganizationId(auth.user, input.organizationId);
    const [row] = await db
      .select({ organization: organizations, roleType: roles.roleType })
      .from(roles)
      .innerJoin(organizations, eq(roles.organizationId, organizations.id))
      .where(and(eq(roles.id, input.roleId), eq(roles.organizationId, organizationId)))
      .limit(1);
    if (!row) throw notFound('The role');
    const data = await previewMergeData(db, organizationId, input.candidateId ?? null);
    const [candidate] = input.candidateId
      ? await db
          .select({ roleType: candidates.roleType })
          .from(candidates)
          .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, input.candidateId)))
          .limit(1)
      : [];
    const timeZone = organizationTimeZone(row.organization.defaultConfiguration);
    const [message] = await composeMessages(db, organizationId, 'interview-invitation', 'EMAIL', [
      {
        recipient: 'preview',
        data: {
          ...data,
          ...interviewInvitationData({
            scheduleName: input.name,
            stageStatus: stageStatusWording(
              input.stageId,
              row.organization.sectorKind,
              candidate?.roleType ?? row.roleType,
            ),
            link: buildAppLink(settings, interviewPath('preview'), row.organization),
            deadline: deadlineInZone(new Date(), input.deadlineDays, timeZone.zone),
            timeZone,
          }),
        },
      },
    ]);
    return { subject: message?.subject ?? '', body: message?.body ?? '' };
  };
}
