import { markingMessages } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { markingMarkers, markingRounds } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';

// Who may do what with a marking round: another organisation's manager reads nothing (404); manager admins set
// rounds up and read results with the round's decision-makers; markers read and mark only their own answers.

export type MarkingRoundRow = typeof markingRounds.$inferSelect;

const isOrganizationAdmin = (user: UserRow) => isProviderAdmin(user) || isManagerAdmin(user);

/** Any manager of the organisation (the rounds of a role, one's own marking). */
export const assertMarkingReader = assertManagerOf;

/** Setting rounds up and starting them: manager admins (and the provider); a standard manager gets 403. */
export function assertMarkingAdmin(user: UserRow, organizationId: number): void {
  assertManagerOf(user, organizationId);
  if (!isOrganizationAdmin(user)) throw forbidden();
}

/** The organisation's round, locked for the transaction when asked; another organisation's is missing (404). */
export async function findRound(
  executor: Executor,
  organizationId: number,
  roundId: number,
  options: { lock?: boolean } = {},
): Promise<MarkingRoundRow> {
  const query = executor
    .select()
    .from(markingRounds)
    .where(and(eq(markingRounds.organizationId, organizationId), eq(markingRounds.id, roundId)));
  const [round] = options.lock ? await query.for('update') : await query;
  if (!round) throw notFound('The marking round');
  return round;
}

/** The results: the organisation's manager admins and the round's decision-makers; markers never. */
export function assertResultReader(user: UserRow, round: MarkingRoundRow): void {
  assertManagerOf(user, round.organizationId);
  if (!isOrganizationAdmin(user) && !round.decisionMakerUserIds.includes(user.id)) {
    throw forbidden(markingMessages.resultsReaders);
  }
}

/** A marker of the round: anyone else of the organisation is refused (403), before any answer is read. */
export async function assertMarkerOf(
  executor: Executor,
  user: UserRow,
  round: MarkingRoundRow,
): Promise<void> {
  assertManagerOf(user, round.organizationId);
  const [marker] = await executor
    .select({ userId: markingMarkers.userId })
    .from(markingMarkers)
    .where(
      and(
        eq(markingMarkers.organizationId, round.organizationId),
        eq(markingMarkers.roundId, round.id),
        eq(markingMarkers.userId, user.id),
      ),
    );
  if (!marker) throw forbidden(markingMessages.notMarker);
}
