import type {
  AssessmentEligibility,
  AssessmentRefusalGroup,
  AssessmentRefusalReason,
} from '@shortlist/domain/contract';
import { assessmentRefusalNamesShown } from '@shortlist/domain/contract';
import type { SearchFilter } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Database } from '../db/database.ts';
import { candidates, users } from '../db/schema/index.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { blindStageIdsOf, isBlind } from '../review/blind-review.ts';
import { resolveCriteria } from '../search/criteria.ts';
import { buildIdQuery } from '../search/query.ts';
import { resolveScopeOrganization } from '../search/scope.ts';
import { assertSpecialCategoryUse } from '../search/special-category.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertInvitable, organizationOf } from './assessment-offer.ts';
import { describeRefusal } from './assessment-refusals.ts';
import { checkEligibility, loadInvitees } from './eligibility.ts';

/**
 * Who of a list selection (the §3 filter object: ticked ids, or the search less its unselectedIds) may be
 * invited to an assessment now, by the same rule the invitation applies; the others grouped by reason, each
 * group counted and its first candidates named (a blind one by no name), so none is dropped unseen.
 */
export function createAssessmentEligibilityService(db: Database) {
  async function namesOf(organizationId: number, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { name: string | null; stageId: number }>();
    const blindStageIds = await blindStageIdsOf(db, organizationId);
    const rows = await db
      .select({
        id: candidates.id,
        stageId: candidates.stageId,
        revealedAt: candidates.revealedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(and(eq(candidates.organizationId, organizationId), isAnyOf(candidates.id, ids)));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          name: isBlind(row, blindStageIds) ? null : `${row.firstName} ${row.lastName}`.trim(),
          stageId: row.stageId,
        },
      ]),
    );
  }

  return {
    async check(
      auth: AuthContext,
      request: RequestOrganization,
      type: AssessmentType,
      filter: SearchFilter,
    ): Promise<AssessmentEligibility> {
      const organizationId = await resolveScopeOrganization(db, auth.user, request);
      assertInvitable(await organizationOf(db, organizationId), type);
      await assertSpecialCategoryUse(db, auth, organizationId, filter);
      const selected = await selectRows<{ id: number }>(
        db,
        buildIdQuery(await resolveCriteria(db, { organizationId, filter })),
      );
      const ids = selected.map((row) => row.id);
      const invitees = await loadInvitees(db, organizationId, ids);
      const eligibleIds: number[] = [];
      const refused = new Map<AssessmentRefusalReason, number[]>();
      for (const id of ids) {
        const check = checkEligibility({ type }, invitees.candidate(id), invitees.codesOf(id));
        if (check.eligible) eligibleIds.push(id);
        else if (refused.has(check.reason)) refused.get(check.reason)?.push(id);
        else refused.set(check.reason, [id]);
      }
      const named = await namesOf(
        organizationId,
        [...refused.values()].flatMap((group) => group.slice(0, assessmentRefusalNamesShown)),
      );
      const ineligible: AssessmentRefusalGroup[] = [...refused].map(([reason, group]) => {
        const shown = group.slice(0, assessmentRefusalNamesShown).map((id) => ({
          id,
          name: named.get(id)?.name ?? null,
          stageId: named.get(id)?.stageId ?? 0,
        }));
        // One sentence for the group, so it names no one candidate's stage.
        return {
          reason,
          message: describeRefusal(reason, type, null),
          count: group.length,
          candidates: shown,
        };
      });
      return { type, selected: ids.length, eligibleIds, ineligible };
    },
  };
}
