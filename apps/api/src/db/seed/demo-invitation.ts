import { eq } from 'drizzle-orm';
import { createSecret, hashSecret } from '../../accounts/secrets.ts';
import { composeMessages } from '../../messaging/composer.ts';
import { candidateFields } from '../../messaging/templates/merge-data.ts';
import { stageStatusWording } from '../../pipeline/candidate-status-wording.ts';
import { interviewPath } from '../../scheduling/invitations.ts';
import { interviewInvitationData } from '../../scheduling/messages.ts';
import { deadlineInZone, organizationTimeZone } from '../../scheduling/organization-time-zone.ts';
import { buildAppLink } from '../../shared/app-links.ts';
import type { Executor } from '../database.ts';
import {
  interviewInvitations,
  interviewSchedules,
  organizations,
  outbox,
  roles,
  users,
} from '../schema/index.ts';

/**
 * The demo candidate's invitation to book a first interview: a real token link, written to the outbox
 * unsent so the server's first outbox flush delivers it (an .eml under DATA_DIR/outbox) and the link can be
 * opened. The token is the one random part of the seed; only its hash is stored.
 */
export async function seedDemoInvitation(
  tx: Executor,
  input: { demoCandidateUserId: number; now: Date; publicUrl: string },
  ids: { hartwellId: number; candidateId: number; scheduleId: number },
): Promise<void> {
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, ids.hartwellId));
  const [candidate] = await tx.select().from(users).where(eq(users.id, input.demoCandidateUserId));
  const [schedule] = await tx
    .select()
    .from(interviewSchedules)
    .where(eq(interviewSchedules.id, ids.scheduleId));
  const [role] = schedule?.roleId ? await tx.select().from(roles).where(eq(roles.id, schedule.roleId)) : [];
  if (!organization || !candidate || !schedule) return;
  const token = createSecret();
  const timeZone = organizationTimeZone(organization.defaultConfiguration);
  const deadline = deadlineInZone(input.now, schedule.deadlineDays, timeZone.zone);
  await tx.insert(interviewInvitations).values({
    organizationId: organization.id,
    scheduleId: schedule.id,
    candidateId: ids.candidateId,
    tokenHash: hashSecret(token),
    deadlineAt: deadline,
  });
  const link = buildAppLink({ publicUrl: input.publicUrl }, interviewPath(token), organization);
  const data = {
    candidate: candidateFields(candidate),
    role: { name: role?.name ?? null },
    ...interviewInvitationData({
      scheduleName: schedule.name,
      stageStatus: stageStatusWording(schedule.stageId, organization.sectorKind, role?.roleType),
      link,
      deadline,
      timeZone,
    }),
  };
  const recipients = [{ recipient: candidate.email, data }];
  const messages = await composeMessages(tx, organization.id, 'interview-invitation', 'EMAIL', recipients);
  await tx.insert(outbox).values(messages.map((message) => ({ ...message, sentAt: null })));
}
