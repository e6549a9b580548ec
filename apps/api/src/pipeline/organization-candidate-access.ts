import type { CandidateRow } from '../candidates/access.ts';
import { assertManagerOf, findCandidateForManager } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';

/**
 * A candidate of the organisation named in the path, for a manager of that organisation. Another
 * organisation's candidate, or a candidate asked for under the wrong organisation, answers 404.
 */
export async function findOrganizationCandidate(
  executor: Executor,
  user: UserRow,
  organizationId: number,
  candidateId: number,
): Promise<CandidateRow> {
  assertManagerOf(user, organizationId);
  const candidate = await findCandidateForManager(executor, user, candidateId);
  if (candidate.organizationId !== organizationId) throw notFound('The candidate');
  return candidate;
}
