import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import {
  auditLog,
  candidateNotes,
  candidateScores,
  candidates,
  documents,
  organizations,
  users,
} from '../../src/db/schema/index.ts';

export async function organizationIdOf(db: Database, subdomain: string): Promise<number> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row.id;
}

/** The demo candidate's submitted hartwell application (stage 3, invited, with a SCHEDULER code). */
export async function demoApplication(db: Database) {
  const [row] = await db
    .select({ candidate: candidates })
    .from(candidates)
    .innerJoin(users, eq(candidates.userId, users.id))
    .where(and(eq(users.email, 'candidate@shortlist.test'), eq(candidates.status, 'ACTIVE')));
  if (!row) throw new Error('the demo application was not seeded');
  return row.candidate;
}

/** A generated application of the organisation whose person applied nowhere else; `skip` picks another. */
export async function generatedApplication(db: Database, subdomain: string, skip = 0) {
  const organizationId = await organizationIdOf(db, subdomain);
  const rows = await db
    .select({ candidate: candidates })
    .from(candidates)
    .innerJoin(users, eq(candidates.userId, users.id))
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        isNull(candidates.deletedAt),
        ne(users.email, 'candidate@shortlist.test'),
      ),
    )
    .orderBy(asc(candidates.id))
    .limit(1)
    .offset(skip);
  const row = rows[0];
  if (!row) throw new Error(`no generated application at ${subdomain}`);
  return row.candidate;
}

/** Everything a manager's call could change about one application, to show a refused call changed nothing. */
export async function snapshotOf(db: Database, candidateId: number) {
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
  const [person] = candidate ? await db.select().from(users).where(eq(users.id, candidate.userId)) : [];
  const countOf = async (table: typeof candidateNotes | typeof candidateScores | typeof documents) => {
    const [row] = await db.select({ total: count() }).from(table).where(eq(table.candidateId, candidateId));
    return row?.total ?? 0;
  };
  const [audits] = await db.select({ total: count() }).from(auditLog);
  return {
    candidate,
    person,
    notes: await countOf(candidateNotes),
    scores: await countOf(candidateScores),
    documents: await countOf(documents),
    audits: audits?.total ?? 0,
  };
}

export function fieldsOf(response: LightMyRequestResponse): string[] {
  return (response.json().errors ?? []).map((error: { field: string }) => error.field);
}

export async function auditActions(db: Database, targetId: number | string) {
  const rows = await db
    .select({ action: auditLog.action, actorUserId: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(asc(auditLog.id));
  return rows;
}
