import type { CandidateGroup, GroupRefresh } from '@shortlist/domain/contract';
import type { SearchFilter } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidateGroups } from '../db/schema/index.ts';
import { assertSpecialCategoryUse } from '../search/special-category.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput } from '../shared/failures.ts';
import { assertGroupNameFree, findGroup, groupMessages, organizationOf, toGroup } from './group-rows.ts';
import { addFoundMembers, countMembers, removeFoundMembers, removeUnfoundMembers } from './membership.ts';

const sameGroup = (organizationId: number, groupId: number) =>
  and(eq(candidateGroups.organizationId, organizationId), eq(candidateGroups.id, groupId));

async function audit(
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  groupId: number,
  action: string,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorUserId: auth.user.id,
    organizationId,
    action,
    targetType: 'candidate-group',
    targetId: groupId,
    details,
  });
}

/** Changes to an existing group: rename, delete, take members out, refresh a smart group. */
export function createGroupChangeService(db: Database) {
  return {
    /** PUT /groups/{id}: a name another group of the organisation has (any case) answers 400 on name. */
    async rename(auth: AuthContext, groupId: number, name: string): Promise<CandidateGroup> {
      const organizationId = organizationOf(auth.user);
      return db.transaction(async (tx) => {
        const group = await findGroup(tx, organizationId, groupId);
        await assertGroupNameFree(tx, organizationId, name, { exceptId: group.id });
        const [row] = await tx
          .update(candidateGroups)
          .set({ name, updatedAt: new Date() })
          .where(sameGroup(organizationId, group.id))
          .returning();
        if (!row) throw new Error('the group was not renamed');
        await audit(tx, auth, organizationId, group.id, 'group.renamed', { from: group.name, to: name });
        return toGroup({ ...row, candidateCount: await countMembers(tx, organizationId, group.id) });
      });
    },

    /** DELETE /groups/{id}: the memberships go with it (cascade); the candidates stay. */
    async remove(auth: AuthContext, groupId: number): Promise<void> {
      const organizationId = organizationOf(auth.user);
      await db.transaction(async (tx) => {
        const group = await findGroup(tx, organizationId, groupId);
        await tx.delete(candidateGroups).where(sameGroup(organizationId, group.id));
        await audit(tx, auth, organizationId, group.id, 'group.deleted', { name: group.name });
      });
    },

    /**
     * POST /groups/{id}/candidates/remove: the filter resolves as adding resolves it (the organisation's
     * candidates, special-category filters checked); candidates that are not members are not counted.
     */
    async removeMembers(auth: AuthContext, groupId: number, filter: SearchFilter) {
      const organizationId = organizationOf(auth.user);
      return db.transaction(async (tx) => {
        const group = await findGroup(tx, organizationId, groupId);
        await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const removed = await removeFoundMembers(tx, organizationId, group.id, filter);
        await tx
          .update(candidateGroups)
          .set({ updatedAt: new Date() })
          .where(sameGroup(organizationId, group.id));
        await audit(tx, auth, organizationId, group.id, 'group.candidates.removed', { removed });
        return { groupId: group.id, removed };
      });
    },

    /** POST /groups/{id}/refresh: membership becomes what the stored search finds now, in one transaction. */
    async refresh(auth: AuthContext, groupId: number): Promise<GroupRefresh> {
      const organizationId = organizationOf(auth.user);
      return db.transaction(async (tx) => {
        const group = await findGroup(tx, organizationId, groupId);
        if (!group.filter)
          throw invalidInput(groupMessages.notSmart, [{ field: 'id', message: groupMessages.notSmart }]);
        const filter = group.filter as SearchFilter;
        await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const removed = await removeUnfoundMembers(tx, organizationId, group.id, filter);
        const added = await addFoundMembers(tx, organizationId, group.id, filter);
        const now = new Date();
        await tx
          .update(candidateGroups)
          .set({ refreshedAt: now, updatedAt: now })
          .where(sameGroup(organizationId, group.id));
        await audit(tx, auth, organizationId, group.id, 'group.refreshed', { added, removed });
        return {
          groupId: group.id,
          added,
          removed,
          candidateCount: await countMembers(tx, organizationId, group.id),
        };
      });
    },
  };
}
