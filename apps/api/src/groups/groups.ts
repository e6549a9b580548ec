import type { CandidateGroup, GroupAddition } from '@shortlist/domain/contract';
import type { GroupCreateBody, SearchFilter } from '@shortlist/domain/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidateGroups } from '../db/schema/index.ts';
import { assertSpecialCategoryUse } from '../search/special-category.ts';
import { selectRows } from '../search/sql-parts.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { createGroupChangeService } from './group-changes.ts';
import type { GroupRow } from './group-rows.ts';
import { assertGroupNameFree, findGroup, organizationOf, storedFilterOf, toGroup } from './group-rows.ts';
import { addFoundMembers } from './membership.ts';

// Kept importable from here for existing callers.
export { groupMessages } from './group-rows.ts';

/** Candidate groups (/api/v1/groups): list, create (plain or smart), fill, rename, delete and refresh. */
export function createGroupService(db: Database) {
  return {
    /** GET /groups: sorted by name whatever its case; deleted candidates are not counted. */
    async list({ user }: AuthContext): Promise<CandidateGroup[]> {
      const organizationId = organizationOf(user);
      const rows = await selectRows<GroupRow>(
        db,
        sql`select g.id, g.name, g.created_at as "createdAt", g.filter, g.refreshed_at as "refreshedAt",
            count(c.id)::integer as "candidateCount"
          from ${candidateGroups} g
          left join candidate_group_members m on m.organization_id = g.organization_id and m.group_id = g.id
          left join candidates c on c.organization_id = m.organization_id and c.id = m.candidate_id
            and c.deleted_at is null
          where g.organization_id = ${organizationId}::integer
          group by g.organization_id, g.id order by lower(g.name), g.name, g.id`,
      );
      return rows.map(toGroup);
    },

    /**
     * POST /groups: 409 with a field error on name when the organisation has that name already (any case).
     * With a filter it is a smart group, filled at once with what its stored search finds.
     */
    async create(auth: AuthContext, body: GroupCreateBody): Promise<CandidateGroup> {
      const organizationId = organizationOf(auth.user);
      return db.transaction(async (tx) => {
        await assertGroupNameFree(tx, organizationId, body.name, { asConflict: true });
        const filter = body.filter ? storedFilterOf(body.filter) : null;
        if (filter) await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const [row] = await tx
          .insert(candidateGroups)
          .values({ organizationId, name: body.name, filter, refreshedAt: filter ? new Date() : null })
          .returning();
        if (!row) throw new Error('the group was not created');
        // Decision: a smart group starts with what its stored search finds, so a refresh straight after changes nothing.
        const added = filter ? await addFoundMembers(tx, organizationId, row.id, filter) : 0;
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'group.created',
          targetType: 'candidate-group',
          targetId: row.id,
          details: { name: row.name, smart: filter !== null, ...(filter ? { added } : {}) },
        });
        return toGroup({ ...row, candidateCount: added });
      });
    },

    /** POST /groups/{id}/candidates/filter: one INSERT ... SELECT; members already in are not counted again. */
    async addByFilter(auth: AuthContext, groupId: number, filter: SearchFilter): Promise<GroupAddition> {
      const organizationId = organizationOf(auth.user);
      return db.transaction(async (tx) => {
        const group = await findGroup(tx, organizationId, groupId);
        await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const added = await addFoundMembers(tx, organizationId, group.id, filter);
        await tx
          .update(candidateGroups)
          .set({ updatedAt: new Date() })
          .where(and(eq(candidateGroups.organizationId, organizationId), eq(candidateGroups.id, group.id)));
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'group.candidates.added',
          targetType: 'candidate-group',
          targetId: group.id,
          details: { added },
        });
        return { groupId: group.id, added };
      });
    },

    ...createGroupChangeService(db),
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
