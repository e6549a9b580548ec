import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { isManager, isProviderAdmin } from '../shared/permissions.ts';

export type CandidateRow = typeof candidates.$inferSelect;

async function findLiveCandidate(executor: Executor, candidateId: number): Promise<CandidateRow | undefined> {
  const [row] = await executor
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .limit(1);
  return row;
}

/** Managers reach only their own organisation's candidates (the provider reaches all); others get 404. */
export async function findCandidateForManager(
  executor: Executor,
  user: UserRow,
  candidateId: number,
): Promise<CandidateRow> {
  const row = await findLiveCandidate(executor, candidateId);
  if (!row || !canManage(user, row.organizationId)) throw notFound('The candidate');
  return row;
}

/** A candidate reaches only its own applications. */
export async function findCandidateForOwner(
  executor: Executor,
  user: UserRow,
  candidateId: number,
): Promise<CandidateRow> {
  const row = await findLiveCandidate(executor, candidateId);
  if (!row || row.userId !== user.id) throw notFound('The candidate');
  return row;
}

/** The owner or a manager of the candidate's organisation. */
export async function findCandidateForCaller(
  executor: Executor,
  user: UserRow,
  candidateId: number,
): Promise<CandidateRow> {
  const row = await findLiveCandidate(executor, candidateId);
  if (!row || (row.userId !== user.id && !canManage(user, row.organizationId)))
    throw notFound('The candidate');
  return row;
}

export function canManage(user: UserRow, organizationId: number): boolean {
  return isProviderAdmin(user) || (isManager(user) && user.organizationId === organizationId);
}

/** The organisation a manager works in; the provider names one explicitly. */
export function assertManagerOf(user: UserRow, organizationId: number): void {
  if (!canManage(user, organizationId)) {
    throw isManager(user) ? notFound('The organisation') : forbidden();
  }
}
