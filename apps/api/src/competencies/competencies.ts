import type { Competency } from '@shortlist/domain/contract';
import type { CompetencyCreate, CompetencyUpdate, FieldError } from '@shortlist/domain/schemas';
import { competencyMessages } from '@shortlist/domain/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { competencies } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { assertAssessmentReader, assertFrameworkAdmin } from './access.ts';

type CompetencyRow = typeof competencies.$inferSelect;

export function toCompetency(row: CompetencyRow): Competency {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    guide: row.guide,
    position: row.position,
    retired: row.retiredAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organisation's competencies in their order, retired ones included. */
export async function loadCompetencies(executor: Executor, organizationId: number): Promise<Competency[]> {
  const rows = await executor
    .select()
    .from(competencies)
    .where(eq(competencies.organizationId, organizationId))
    .orderBy(asc(competencies.position), asc(competencies.id));
  return rows.map(toCompetency);
}

/** Refuses ids that are not the organisation's competencies (retired ones too, with `live`), field by field. */
export async function assertCompetencies(
  executor: Executor,
  organizationId: number,
  ids: readonly { field: string; id: number }[],
  options: { live: boolean },
): Promise<void> {
  if (ids.length === 0) return;
  const known = await loadCompetencies(executor, organizationId);
  const allowed = new Set(known.filter((each) => !options.live || !each.retired).map((each) => each.id));
  const errors: FieldError[] = ids
    .filter(({ id }) => !allowed.has(id))
    .map(({ field }) => ({ field, message: competencyMessages.unknownCompetency }));
  if (errors.length > 0)
    throw invalidInput(errors[0]?.message ?? competencyMessages.unknownCompetency, errors);
}

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) {
    const message = competencyMessages.duplicateName;
    throw invalidInput(message, [{ field: 'name', message }]);
  }
  throw error;
}

/** /organization/{orgId}/competencies: read by any manager, changed by manager admins (audited). */
export function createCompetencyService(db: Database) {
  async function findOwn(executor: Executor, organizationId: number, competencyId: number) {
    const [row] = await executor
      .select()
      .from(competencies)
      .where(and(eq(competencies.organizationId, organizationId), eq(competencies.id, competencyId)))
      .for('update');
    if (!row) throw notFound('The competency');
    return row;
  }

  return {
    async list(user: UserRow, organizationId: number): Promise<Competency[]> {
      assertAssessmentReader(user, organizationId);
      return loadCompetencies(db, organizationId);
    },

    async add(user: UserRow, organizationId: number, input: CompetencyCreate): Promise<Competency> {
      assertFrameworkAdmin(user, organizationId);
      return db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(competencies)
            .values({
              organizationId,
              name: input.name,
              description: input.description,
              guide: input.guide,
              // New competencies go last.
              position: sql`(select coalesce(max(${competencies.position}) + 1, 0) from ${competencies}
                where ${competencies.organizationId} = ${organizationId})`,
            })
            .returning();
          if (!inserted) throw new Error('the competency was not stored');
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: 'competency.added',
            targetType: 'competency',
            targetId: inserted.id,
            details: { name: input.name },
          });
          return toCompetency(inserted);
        })
        .catch(duplicateName);
    },

    async update(
      user: UserRow,
      organizationId: number,
      competencyId: number,
      change: CompetencyUpdate,
    ): Promise<Competency> {
      assertFrameworkAdmin(user, organizationId);
      return db
        .transaction(async (tx) => {
          const own = await findOwn(tx, organizationId, competencyId);
          const [updated] = await tx
            .update(competencies)
            .set({
              ...(change.name === undefined ? {} : { name: change.name }),
              ...(change.description === undefined ? {} : { description: change.description }),
              ...(change.guide === undefined ? {} : { guide: change.guide }),
              ...(change.retired === undefined
                ? {}
                : { retiredAt: change.retired ? (own.retiredAt ?? new Date()) : null }),
              updatedAt: new Date(),
            })
            .where(and(eq(competencies.organizationId, organizationId), eq(competencies.id, competencyId)))
            .returning();
          if (!updated) throw notFound('The competency');
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: 'competency.changed',
            targetType: 'competency',
            targetId: competencyId,
            details: {
              ...change,
              before: { name: own.name, guide: own.guide, retired: own.retiredAt !== null },
            },
          });
          return toCompetency(updated);
        })
        .catch(duplicateName);
    },

    /** Every competency of the organisation once, in the new order. */
    async reorder(user: UserRow, organizationId: number, ids: readonly number[]): Promise<Competency[]> {
      assertFrameworkAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const known = await tx
          .select({ id: competencies.id })
          .from(competencies)
          .where(eq(competencies.organizationId, organizationId))
          .for('update');
        const knownIds = new Set(known.map((row) => row.id));
        if (
          ids.length !== knownIds.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !knownIds.has(id))
        ) {
          const message = competencyMessages.order;
          throw invalidInput(message, [{ field: 'ids', message }]);
        }
        for (const [position, id] of ids.entries()) {
          await tx
            .update(competencies)
            .set({ position })
            .where(and(eq(competencies.organizationId, organizationId), eq(competencies.id, id)));
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'competency.reordered',
          targetType: 'organization',
          targetId: organizationId,
          details: { ids },
        });
        return loadCompetencies(tx, organizationId);
      });
    },
  };
}

export type CompetencyService = ReturnType<typeof createCompetencyService>;
