import type { SearchFilter, SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { blindCondition } from '../review/blind-review.ts';
import { educationConditions } from './filters-education.ts';
import { pipelineConditions, roleFilterKeys } from './filters-pipeline.ts';
import { profileConditions } from './filters-profile.ts';
import { facetConditions, projectedConditions, universityConditions } from './filters-projected.ts';
import type { PickedNames } from './picked-names.ts';
import { readPickedNames } from './picked-names.ts';
import { allOf, anyOf, containsPattern, isAnyId } from './sql-parts.ts';

/** What a search, bulk move or export is asked to match, already scoped to one organisation. */
export interface CandidateCriteria {
  organizationId: number;
  /** The role of the path ({id} of /search/{kind}/{id}); null or absent searches every role. */
  roleId?: number | null | undefined;
  filter: SearchFilter;
  /** The organisation's blind-review stages: a blind application is never found by its name or email. */
  blindStageIds?: readonly number[] | undefined;
}

/**
 * The conditions by what they read: the application with its search projection and role (c, and r when
 * needsRole), its facets (f, when needsFacets), its universities (u, a semi-join), and the profile (p, when
 * needsProfile), looked up only for the applications the others leave (see query.ts).
 */
export interface BuiltCriteria {
  organizationId: number;
  /** Conditions on the application (c) and its role (r), beyond its organisation and being live. */
  candidateWhere: SQL | null;
  /** Conditions on the facets (f); a count with no others reads the facets alone. */
  facetWhere: SQL | null;
  /** Whether any condition reads f: the facet ones, and a term (blind or by id, it reads c too). */
  needsFacets: boolean;
  /**
   * The facets' conditions hold a term: the few applications its trigram index finds are read first, so a
   * page never walks the sort's index hoping to meet them (the planner cannot tell how rare a term is).
   */
  facetsFirst: boolean;
  /** Conditions on one of the application's universities (u): some university must meet them all. */
  universityWhere: SQL | null;
  profileWhere: SQL | null;
  needsProfile: boolean;
  needsRole: boolean;
}

const maxIntegerId = 2_147_483_647;

/** The criteria as SQL, after reading the names the filter's picked items answer to (see picked-names.ts). */
export async function resolveCriteria(
  executor: Executor,
  criteria: CandidateCriteria,
): Promise<BuiltCriteria> {
  return buildCriteria(
    criteria,
    await readPickedNames(executor, criteria.organizationId, criteria.filter.filters),
  );
}

/** Turns the filter object (§3) into SQL; every filter family adds its own conditions. */
export function buildCriteria(
  { organizationId, roleId, filter, blindStageIds = [] }: CandidateCriteria,
  picked: PickedNames,
): BuiltCriteria {
  const parts: SQL[] = [];
  if (roleId != null) parts.push(sql`c.role_id = ${roleId}`);
  if (filter.roleId != null) parts.push(sql`c.role_id = ${filter.roleId}`);
  if (filter.stageId != null) parts.push(sql`c.stage_id = ${filter.stageId}`);
  if (filter.substageId != null) parts.push(sql`c.sub_stage_id = ${filter.substageId}`);
  if (filter.ids && filter.ids.length > 0) parts.push(isAnyId(sql`c.id`, filter.ids));
  if (filter.unselectedIds && filter.unselectedIds.length > 0)
    parts.push(sql`not ${isAnyId(sql`c.id`, filter.unselectedIds)}`);
  // Decision: role dates keep roles that open on or after the start and close on or before the end.
  if (filter.roleStartDate != null)
    parts.push(sql`r.open_date >= to_timestamp(${filter.roleStartDate}::double precision)`);
  if (filter.roleEndDate != null)
    parts.push(sql`r.deadline <= to_timestamp(${filter.roleEndDate}::double precision)`);

  const filters: SearchFilters = filter.filters ?? {};
  parts.push(...pipelineConditions(filters, organizationId));
  parts.push(...projectedConditions(filters, picked));
  const facetParts = facetConditions(filters);
  const universityParts = universityConditions(filters, picked);
  const terms = [filter.searchTerm, filter.query].filter((term): term is string => Boolean(term));
  let facetsFirst = false;
  for (const term of terms) {
    const matched = matchesTerm(term, blindStageIds);
    // A term that reads only the facets is counted from them; a blind stage or an id also reads c.
    (matched.readsCandidate ? parts : facetParts).push(matched.condition);
    facetsFirst ||= !matched.readsCandidate;
  }

  const profileParts = [
    ...profileConditions(filters, organizationId),
    ...educationConditions(filters, organizationId),
  ];
  const asked = (value: unknown) => value != null && !(Array.isArray(value) && value.length === 0);
  return {
    organizationId,
    candidateWhere: parts.length > 0 ? allOf(parts) : null,
    facetWhere: facetParts.length > 0 ? allOf(facetParts) : null,
    needsFacets: facetParts.length > 0 || terms.length > 0,
    facetsFirst,
    universityWhere: universityParts.length > 0 ? allOf(universityParts) : null,
    profileWhere: profileParts.length > 0 ? allOf(profileParts) : null,
    needsProfile: profileParts.length > 0,
    needsRole:
      asked(filter.roleStartDate) ||
      asked(filter.roleEndDate) ||
      roleFilterKeys.some((key) => asked(filters[key])),
  };
}

/**
 * A term matches first name, last name, full name or email (contains, any case), or an id exactly. A blind
 * application matches by id only: finding it by a name would say who it is. The names and email are the
 * facets' search_text ('first last' and the email on two lines), trigram indexed.
 */
export function matchesTerm(
  term: string,
  blindStageIds: readonly number[] = [],
): { condition: SQL; readsCandidate: boolean } {
  const byName = sql`f.search_text ilike ${containsPattern(term.trim())}`;
  const parts = [
    blindStageIds.length === 0 ? byName : sql`(not ${blindCondition(blindStageIds)} and ${byName})`,
  ];
  const digits = term.trim();
  if (/^\d{1,10}$/.test(digits) && Number(digits) <= maxIntegerId) {
    parts.push(sql`c.id = ${Number(digits)}`, sql`c.user_id = ${Number(digits)}`);
  }
  return { condition: anyOf(parts), readsCandidate: blindStageIds.length > 0 || parts.length > 1 };
}
