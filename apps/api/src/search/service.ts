import type { PageQuery, SearchFilter, TermSearchQuery } from '@shortlist/domain/schemas';
import { buildPage, commonMessages } from '@shortlist/domain/schemas';
import type { Database } from '../db/database.ts';
import type { MoveChoice } from '../pipeline/stage-moves.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput } from '../shared/failures.ts';
import { moveCandidatesByFilter } from './bulk-move.ts';
import { countByStage, countPipeline } from './counts.ts';
import type { BuiltCriteria, CandidateCriteria } from './criteria.ts';
import { resolveCriteria } from './criteria.ts';
import type { SearchSort } from './query.ts';
import { buildCountQuery, buildPageQuery, isSearchSortField } from './query.ts';
import { resolveSearchScope } from './scope.ts';
import type { SearchItemRow } from './search-item.ts';
import { toSearchItem } from './search-item.ts';
import { assertSpecialCategoryUse } from './special-category.ts';
import { selectRows } from './sql-parts.ts';

/** Refuses a sort field outside the whitelist, so no request text ever reaches ORDER BY. */
export function readSearchSort(query: Pick<PageQuery, 'sortBy' | 'orderBy'>): SearchSort {
  if (!isSearchSortField(query.sortBy)) {
    throw invalidInput(commonMessages.sortBy, [{ field: 'sortBy', message: commonMessages.sortBy }]);
  }
  return { sortBy: query.sortBy, orderBy: query.orderBy };
}

/** Candidate search (§7 Search), pipeline counts and bulk moves by filter, scoped to one organisation. */
export function createSearchService(db: Database) {
  const scopeOf = ({ user }: AuthContext, request: RequestOrganization, roleId: number | null) =>
    resolveSearchScope(db, user, request, roleId);

  async function countMatches(built: BuiltCriteria): Promise<number> {
    const [row] = await selectRows<{ total: number }>(db, buildCountQuery(built));
    return row?.total ?? 0;
  }

  async function findPage(criteria: CandidateCriteria, query: PageQuery) {
    const sort = readSearchSort(query);
    // Blind review (issue 13): blind rows answer no names and are not found by them.
    const blindStageIds = await blindStageIdsOf(db, criteria.organizationId);
    const built = await resolveCriteria(db, { ...criteria, blindStageIds });
    const size = query.resultsPerPage;
    // A page beyond any real offset is simply empty; the database is asked only for the total. The page and
    // the count run side by side (on PostgreSQL two connections; PGlite takes them in turn).
    const [rows, total] = await Promise.all([
      Number.isSafeInteger(query.page * size)
        ? selectRows<SearchItemRow>(
            db,
            buildPageQuery(built, sort, { page: query.page, size }, blindStageIds),
          )
        : [],
      countMatches(built),
    ]);
    return buildPage(rows.map(toSearchItem), { page: query.page, size, total });
  }

  return {
    /** POST /search/{kind}/{id}: {id} is a role id, 0 for every role of the organisation. */
    async search(
      auth: AuthContext,
      request: RequestOrganization,
      roleId: number,
      query: PageQuery,
      filter: SearchFilter,
    ) {
      const organizationId = await scopeOf(auth, request, roleId === 0 ? null : roleId);
      await assertSpecialCategoryUse(db, auth, organizationId, filter);
      return findPage({ organizationId, roleId: roleId === 0 ? null : roleId, filter }, query);
    },

    /** GET /search/profiles and /search/candidates/{roleId}: a term over names, emails and ids. */
    async termSearch(
      auth: AuthContext,
      request: RequestOrganization,
      roleId: number | null,
      query: TermSearchQuery,
    ) {
      const organizationId = await scopeOf(auth, request, roleId);
      const filter: SearchFilter = {
        searchTerm: query.searchTerm,
        roleId: query.roleId ?? null,
        stageId: query.stageId ?? null,
        substageId: query.substageId ?? null,
      };
      return findPage({ organizationId, roleId, filter }, query);
    },

    /** GET /search/counts/{roleId}: pipeline counts of a role, or of every role for 0. */
    async pipelineCounts(auth: AuthContext, request: RequestOrganization, roleId: number) {
      const organizationId = await scopeOf(auth, request, roleId === 0 ? null : roleId);
      return countPipeline(db, organizationId, roleId === 0 ? null : roleId);
    },

    /** GET /search/stagecounts/{roleId}: candidates per stage and sub-stage of a role, or of every role for 0. */
    async stageCounts(auth: AuthContext, request: RequestOrganization, roleId: number) {
      const organizationId = await scopeOf(auth, request, roleId === 0 ? null : roleId);
      return countByStage(db, organizationId, roleId === 0 ? null : roleId);
    },

    /** POST /candidate/bulkstage/filter/{stageId}/{substageId}. */
    async moveByFilter(
      auth: AuthContext,
      request: RequestOrganization,
      target: { stageId: number; substageId: number },
      filter: SearchFilter & MoveChoice,
    ) {
      const organizationId = await scopeOf(auth, request, null);
      await assertSpecialCategoryUse(db, auth, organizationId, filter);
      return moveCandidatesByFilter(db, {
        actorUserId: auth.user.id,
        organizationId,
        stageId: target.stageId,
        subStageId: target.substageId,
        filter,
        choice: { message: filter.message, rejectionReasonId: filter.rejectionReasonId },
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
