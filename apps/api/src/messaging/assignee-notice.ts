import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, roles, users } from '../db/schema/index.ts';
import { blindStageIdsOf, isBlind } from '../review/blind-review.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { composeEmail } from './composer.ts';
import type { Outbox } from './outbox.ts';
import type { MergeData } from './templates/merge-data.ts';
import { candidateFields } from './templates/merge-data.ts';

/** What the hiring side is told of: an application and the message's own fields (a withdrawal's reason). */
export interface AssigneeNotice {
  organizationId: number;
  candidateId: number;
  template: Extract<MessageTemplateKey, 'reply-received' | 'candidate-withdrew'>;
  data?: Omit<MergeData, 'candidate' | 'role' | 'link'>;
}

/**
 * Issue 32: an email through the outbox, in the caller's transaction, to an application's assignee (none when
 * it has none or theirs is deactivated) naming the candidate (or, where the record is blind, the application's
 * number) and linking to the record. Returns whether one was stored.
 */
export async function notifyAssignee(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  notice: AssigneeNotice,
): Promise<boolean> {
  const [row] = await tx
    .select({
      assigneeUserId: candidates.assigneeUserId,
      stageId: candidates.stageId,
      revealedAt: candidates.revealedAt,
      roleName: roles.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .leftJoin(
      roles,
      and(eq(roles.organizationId, candidates.organizationId), eq(roles.id, candidates.roleId)),
    )
    .where(and(eq(candidates.organizationId, notice.organizationId), eq(candidates.id, notice.candidateId)));
  if (!row?.assigneeUserId) return false;
  const [assignee] = await tx
    .select({ email: users.email, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, row.assigneeUserId), eq(users.organizationId, notice.organizationId)));
  if (!assignee || assignee.deactivatedAt) return false;
  const blind = isBlind(row, await blindStageIdsOf(tx, notice.organizationId));
  const data: MergeData = {
    ...notice.data,
    candidate: blind
      ? { firstName: '', lastName: '', fullName: `Application ${notice.candidateId}`, email: '' }
      : candidateFields(row),
    role: { name: row.roleName },
    link: buildAppLink(settings, `/manager/candidate/${notice.candidateId}`),
  };
  await outbox.send(tx, await composeEmail(tx, notice.organizationId, notice.template, assignee.email, data));
  return true;
}
