import type { CandidateGroup, GroupAddition } from '@shortlist/domain/contract';
import type { GroupCreateBody, SearchFilter } from '@shortlist/domain/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidateGroups } from '../db/schema/index.ts';
import { buildCriteria } from '../search/criteria.ts';
import { buildIdQuery } from '../search/query.ts';
import { assertSpecialCategoryUse } from '../search/special-category.ts';
import { selectRows } from '../search/sql-parts.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { conflict, forbidden, notFound } from '../shared/failures.ts';
import { isManager } from '../shared/permissions.ts';

export const groupMessages = {
  duplicateName: 'Your organisation already has a group with this name.',
} as const;

// One advisory lock key per organisation for group names: the table has no unique index on them, so two
// managers creating the same name at once wait for each other instead of both succeeding.
const groupNameLockSpace = 7301;

/** Groups belong to an organisation's managers; the provider and candidates have none. */
function organizationOf(user: UserRow): number {
  if (!isManager(user) || user.organizationId === null) throw forbidden();
  return user.organizationId;
}

interface GroupRow {
  id: number;
  name: string;
  candidateCount: number;
  createdAt: Date | string;
}

function toGroup(row: GroupRow): CandidateGroup {
  return {
    id: row.id,
    name: row.name,
    candidateCount: Number(row.candidateCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A group of the organisation; another organisation's group answers 404 like a missing one. */
async function findGroup(executor: Executor, organizationId: number, groupId: number) {
  const [row] = await executor
    .select()
    .from(candidateGroups)
    .where(and(eq(candidateGroups.organizationId, organizationId), eq(candidateGroups.id, groupId)))
    .limit(1);
  if (!row) throw notFound('The group');
  return row;
}

/** Candidate groups (/api/v1/groups): list, create, and add a search's candidates. */
export function createGroupService(db: Database) {
  return {
    /** GET /groups: sorted by name whatever its case; deleted candidates are not counted. */
    async list({ user }: AuthContext): Promise<CandidateGroup[]> {
      const organizationId = organizationOf(user);
      const rows = await selectRows<GroupRow>(
        db,
        sql`select g.id, g.name, g.created_at as "createdAt", count(c.id)::integer as "candidateCount"
          from ${candidateGroups} g
          left join candidate_group_members m on m.organization_id = g.organization_id and m.group_id = g.id
          left join candidates c on c.id = m.candidate_id and c.deleted_at is null
          where g.organization_id = ${organizationId}::integer
          group by g.id order by lower(g.name), g.name, g.id`,
      );
      return rows.map(toGroup);
    },

    /** POST /groups: 409 with a field error on name when the organisation has that name already (any case). */
    async create({ user }: AuthContext, body: GroupCreateBody): Promise<CandidateGroup> {
      const organizationId = organizationOf(user);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${groupNameLockSpace}::integer, ${organizationId}::integer)`,
        );
        const [taken] = await tx
          .select({ id: candidateGroups.id })
          .from(candidateGroups)
          .where(
            and(
              eq(candidateGroups.organizationId, organizationId),
              sql`lower(${candidateGroups.name}) = lower(${body.name})`,
            ),
          )
          .limit(1);
        if (taken) {
          throw conflict(groupMessages.duplicateName, [
            { field: 'name', message: groupMessages.duplicateName },
          ]);
        }
        const [row] = await tx
          .insert(candidateGroups)
          .values({ organizationId, name: body.name })
          .returning();
        if (!row) throw new Error('the group was not created');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'group.created',
          targetType: 'candidate-group',
          targetId: row.id,
          details: { name: row.name },
        });
        return toGroup({ ...row, candidateCount: 0 });
      });
    },

    /** POST /groups/{id}/candidates/filter: one INSERT ... SELECT; members already in are not counted again. */
    async addByFilter(auth: AuthContext, groupId: number, filter: SearchFilter): Promise<GroupAddition> {
      const organizationId = organizationOf(auth.user);
      return db.transaction(async (tx) => {
        const group = await findGroup(tx, organizationId, groupId);
        await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const selection = buildIdQuery(buildCriteria({ organizationId, filter }));
        const [result] = await selectRows<{ added: number }>(
          tx,
          sql`with added as (
              insert into candidate_group_members (organization_id, group_id, candidate_id)
              select ${organizationId}::integer, ${group.id}::integer, s.id from (${selection}) s
              on conflict do nothing
              returning candidate_id
            )
            select count(*)::integer as added from added`,
        );
        const added = Number(result?.added ?? 0);
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
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
