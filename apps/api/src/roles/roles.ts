import type { RoleCreate, RoleSalaryInput, RoleStatus, RoleUpdate } from '@shortlist/domain/schemas';
import { roleEditingMessages } from '@shortlist/domain/schemas';
import { emptyPipelineCounts } from '@shortlist/domain/stages';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { candidates, organizations, roles } from '../db/schema/index.ts';
import { countPipelineByRole } from '../search/counts.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertCurrentVersion, nextVersionTime } from '../shared/edit-versions.ts';
import { fromEpochSeconds } from '../shared/epoch.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { canonicalRoleReferenceValues, loadRoleReferenceLabels } from './reference-values.ts';
import { sanitizeRichText } from './rich-text.ts';
import { createRoleCopyService } from './role-copy.ts';
import type { ApplicantCounts, RoleRow } from './views.ts';
import { toManagedRoleView } from './views.ts';

async function organizationOf(executor: Executor, organizationId: number) {
  const [organization] = await executor
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!organization) throw notFound('The organisation');
  return organization;
}

async function applicantCounts(
  executor: Executor,
  organizationId: number,
  roleIds: readonly number[],
): Promise<Map<number, ApplicantCounts>> {
  if (roleIds.length === 0) return new Map();
  const rows = await executor
    .select({
      roleId: candidates.roleId,
      applicants: sql<number>`count(*)::int`,
      submitted: sql<number>`(count(*) filter (where ${candidates.status} = 'ACTIVE'))::int`,
    })
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        inArray(candidates.roleId, [...roleIds]),
        isNull(candidates.deletedAt),
      ),
    )
    .groupBy(candidates.roleId);
  return new Map(
    rows.map((row) => [row.roleId ?? 0, { applicants: row.applicants, submitted: row.submitted }]),
  );
}

// Checked on the stored row, as an update may change one date against the other's stored value.
function assertDatesInOrder(role: RoleRow): void {
  if (role.openDate && role.deadline && role.openDate > role.deadline) {
    throw invalidInput(roleEditingMessages.deadlineBeforeOpen, [
      { field: 'deadline', message: roleEditingMessages.deadlineBeforeOpen },
    ]);
  }
}

const noApplicants: ApplicantCounts = { applicants: 0, submitted: 0 };

/** The salary columns of a role write; null clears all four. */
function salaryColumns(salary: RoleSalaryInput | null) {
  return {
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryPeriod: salary?.period ?? null,
  };
}

/** The fields a role write stores, dates as timestamps and reference values in their list's spelling. */
function storedFields(input: RoleUpdate, referenceValues: Partial<Record<string, string | null>>) {
  const { openDate, deadline, description, productType, salary, ...rest } = input;
  return {
    ...rest,
    ...(salary === undefined ? {} : salaryColumns(salary)),
    ...referenceValues,
    ...(description === undefined ? {} : { description: sanitizeRichText(description ?? '') }),
    ...(productType == null ? {} : { productType }),
    ...(openDate === undefined ? {} : { openDate: fromEpochSeconds(openDate) }),
    ...(deadline === undefined ? {} : { deadline: fromEpochSeconds(deadline) }),
  };
}

/** A manager's roles (§2 roles list, role settings): list, read, create, edit and copy, each change audited. */
export function createRoleService(db: Database) {
  async function findManagedRole(auth: AuthContext, roleId: number): Promise<RoleRow> {
    const [role] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
    if (!role || !canManage(auth.user, role.organizationId)) throw notFound('The role');
    return role;
  }

  async function view(role: RoleRow) {
    const organization = await organizationOf(db, role.organizationId);
    const counts = await applicantCounts(db, role.organizationId, [role.id]);
    return toManagedRoleView(
      role,
      await loadRoleReferenceLabels(db, organization),
      counts.get(role.id) ?? noApplicants,
    );
  }

  return {
    async list(
      auth: AuthContext,
      query: { status?: RoleStatus | undefined; organizationId?: number | undefined },
    ) {
      const organizationId = resolveManagedOrganizationId(auth.user, query.organizationId);
      const organization = await organizationOf(db, organizationId);
      const rows = await db
        .select()
        .from(roles)
        .where(
          and(
            eq(roles.organizationId, organizationId),
            query.status ? eq(roles.status, query.status) : ne(roles.status, 'ARCHIVED'),
          ),
        )
        .orderBy(desc(roles.createdAt), desc(roles.id));
      const labels = await loadRoleReferenceLabels(db, organization);
      const counts = await applicantCounts(
        db,
        organizationId,
        rows.map((role) => role.id),
      );
      const pipelines = await countPipelineByRole(
        db,
        organizationId,
        rows.map((role) => role.id),
      );
      return rows.map((role) => ({
        ...toManagedRoleView(role, labels, counts.get(role.id) ?? noApplicants),
        pipeline: pipelines.get(role.id) ?? emptyPipelineCounts(),
      }));
    },

    async get(auth: AuthContext, roleId: number) {
      return view(await findManagedRole(auth, roleId));
    },

    async create(auth: AuthContext, input: RoleCreate) {
      const { organizationId: requested, ...fields } = input;
      const organizationId = resolveManagedOrganizationId(auth.user, requested);
      const organization = await organizationOf(db, organizationId);
      const referenceValues = canonicalRoleReferenceValues(
        await loadRoleReferenceLabels(db, organization),
        fields,
      );
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({
            ...storedFields(fields, referenceValues),
            name: fields.name,
            roleType: fields.roleType,
            organizationId,
          })
          .returning();
        if (!row) throw new Error('the role was not stored');
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'role.created',
          targetType: 'role',
          targetId: row.id,
          details: { name: row.name, status: row.status },
        });
        return row;
      });
      return view(created);
    },

    /** Changes the given fields; a deadline before the open date is refused against the stored dates too. */
    async update(auth: AuthContext, roleId: number, input: RoleUpdate, expectedVersion?: string) {
      const role = await findManagedRole(auth, roleId);
      const organization = await organizationOf(db, role.organizationId);
      const referenceValues = canonicalRoleReferenceValues(
        await loadRoleReferenceLabels(db, organization),
        input,
      );
      const updated = await db.transaction(async (tx) => {
        // Lost updates (issue 31): a save from an older version than the stored one changes nothing.
        const [current] = await tx
          .select({ updatedAt: roles.updatedAt })
          .from(roles)
          .where(and(eq(roles.id, role.id), eq(roles.organizationId, role.organizationId)))
          .for('update');
        if (!current) throw notFound('The role');
        assertCurrentVersion(expectedVersion, current.updatedAt);
        const [row] = await tx
          .update(roles)
          .set({ ...storedFields(input, referenceValues), updatedAt: nextVersionTime(current.updatedAt) })
          .where(and(eq(roles.id, role.id), eq(roles.organizationId, role.organizationId)))
          .returning();
        if (!row) throw notFound('The role');
        assertDatesInOrder(row);
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: role.organizationId,
          action: 'role.updated',
          targetType: 'role',
          targetId: role.id,
          details: {
            fields: Object.keys(input).filter((key) => input[key as keyof RoleUpdate] !== undefined),
            ...(input.status && input.status !== role.status
              ? { status: { from: role.status, to: input.status } }
              : {}),
          },
        });
        return row;
      });
      return view(updated);
    },

    ...createRoleCopyService(db, { findManagedRole, view }),
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
