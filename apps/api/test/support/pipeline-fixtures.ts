import type { ContactChannel } from '@shortlist/domain/enums';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import {
  auditLog,
  candidates,
  organizations,
  outbox,
  roles,
  stageHistory,
  subStages,
  users,
} from '../../src/db/schema/index.ts';

// Reads and fixtures for the pipeline tests: each test file owns a private database, so rows made here stay local.

export async function organizationIdOf(db: Database, subdomain: string): Promise<number> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row.id;
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function subStageIdOf(
  db: Database,
  organizationId: number,
  stageId: number,
  code: string,
): Promise<number> {
  const [row] = await db
    .select({ id: subStages.id })
    .from(subStages)
    .where(
      and(
        eq(subStages.organizationId, organizationId),
        eq(subStages.stageId, stageId),
        eq(subStages.code, code),
      ),
    );
  if (!row) throw new Error(`no sub-stage ${code} of stage ${stageId}`);
  return row.id;
}

/** The organisation's roles, first created first. */
export async function roleIdsOf(db: Database, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(asc(roles.id));
  return rows.map((row) => row.id);
}

export interface NewApplications {
  organizationId: number;
  roleId: number;
  stageId: number;
  subStageId: number;
  count: number;
  /** Makes the people's emails unique per call: `${label}-${n}@pipeline.test`. */
  label: string;
  channels?: ContactChannel[];
  mobile?: string | null;
}

/** People and one application each, placed at a stage; returns the candidate ids in creation order. */
export async function createApplications(db: Database, input: NewApplications): Promise<number[]> {
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: input.count }, (_, n) => ({
        email: `${input.label}-${n}@pipeline.test`,
        userType: 'CANDIDATE' as const,
        firstName: `${input.label}${n}`,
        lastName: 'Pipeline',
        candidateStatus: 'ACTIVE' as const,
        contactChannels: input.channels ?? ['EMAIL'],
        mobile: input.mobile ?? null,
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(candidates)
    .values(
      people.map((person) => ({
        organizationId: input.organizationId,
        userId: person.id,
        roleId: input.roleId,
        step: 4,
        status: 'ACTIVE' as const,
        stageId: input.stageId,
        subStageId: input.subStageId,
        appliedAt: new Date('2026-01-10T00:00:00Z'),
        lastChangeAt: new Date('2026-01-10T00:00:00Z'),
      })),
    )
    .returning({ id: candidates.id });
  return rows.map((row) => row.id).toSorted((a, b) => a - b);
}

/** Where candidates stand, by id. */
export async function placementsOf(db: Database, ids: readonly number[]) {
  const rows = await db
    .select({
      id: candidates.id,
      stageId: candidates.stageId,
      subStageId: candidates.subStageId,
      assigneeUserId: candidates.assigneeUserId,
      lastChangeAt: candidates.lastChangeAt,
    })
    .from(candidates)
    .where(inArray(candidates.id, [...ids]))
    .orderBy(asc(candidates.id));
  return rows;
}

export async function historyCountOf(db: Database, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(stageHistory)
    .where(inArray(stageHistory.candidateId, [...ids]));
  return row?.total ?? 0;
}

export async function auditRowsOf(db: Database, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
}

/** Messages stored for recipients of a fixture label, sent or not. */
export async function outboxRowsFor(db: Database, label: string) {
  return db
    .select()
    .from(outbox)
    .where(like(outbox.recipient, `${label}-%`))
    .orderBy(asc(outbox.id));
}

/**
 * Makes applicants at a stage's pending sub-stage of one role, a fresh label per call (`${prefix}${n}`), so each
 * test of a file reads only its own people's messages.
 */
export function applicantsOf(
  place: () => { db: Database; organizationId: number; roleId: number },
  prefix: string,
) {
  let made = 0;
  return async (count: number, stageId: number) => {
    made += 1;
    const name = `${prefix}${made}`;
    const { db, organizationId, roleId } = place();
    const ids = await createApplications(db, {
      organizationId,
      roleId,
      stageId,
      subStageId: await subStageIdOf(db, organizationId, stageId, 'pending'),
      count,
      label: name,
    });
    return { ids, name };
  };
}
