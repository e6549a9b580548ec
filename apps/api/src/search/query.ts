import type { SortDirection } from '@shortlist/domain/enums';
import { pipelineOrder } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { blindCondition } from '../review/blind-review.ts';
import type { BuiltCriteria } from './criteria.ts';

/** The fields a search may sort by (anything else is refused with 400). */
export const searchSortFields = [
  'lastChangeAt',
  'appliedAt',
  'lastName',
  'firstName',
  'candidateScore',
  'stage',
] as const;
export type SearchSortField = (typeof searchSortFields)[number];

export function isSearchSortField(value: string): value is SearchSortField {
  return (searchSortFields as readonly string[]).includes(value);
}

export interface SearchSort {
  sortBy: SearchSortField;
  orderBy: SortDirection;
}

// Names sort by the projection's lower-cased keys in the "C" collation (byte order), so both engines give the
// same order whatever the locale, and the search indexes serve it.
const sortExpressions: Record<SearchSortField, { expression: SQL; nullable: boolean }> = {
  lastChangeAt: { expression: sql`c.last_change_at`, nullable: false },
  appliedAt: { expression: sql`c.applied_at`, nullable: true },
  lastName: { expression: sql`c.last_name_key`, nullable: false },
  firstName: { expression: sql`c.first_name_key`, nullable: false },
  candidateScore: { expression: sql`c.candidate_score`, nullable: true },
  stage: {
    expression: sql`array_position(array[${sql.raw(pipelineOrder.join(','))}]::integer[], c.stage_id)`,
    nullable: true,
  },
};

/** ORDER BY the field, then the id in the same direction, so equal values keep one stable order. */
export function orderClause({ sortBy, orderBy }: SearchSort): SQL {
  const { expression, nullable } = sortExpressions[sortBy];
  const direction = sql.raw(orderBy === 'asc' ? 'asc' : 'desc');
  // Empty values last either way; a not-null column keeps the plain form so its index can serve the order.
  return sql`${expression} ${direction}${nullable ? sql` nulls last` : sql``}, c.id ${direction}`;
}

/** Where the matching applications come from: a FROM clause and a WHERE clause over c (and f, r, p). */
export interface MatchedSource {
  from: SQL;
  where: SQL;
}

/**
 * The applications the criteria match. Application, projection, facet and role conditions use the
 * organisation's indexes; the profile (p), needed only by filters the projection does not hold, is then looked
 * up row by row for the applications that matched (LIMIT 1 keeps it a lateral index probe).
 */
export function matchedSource(criteria: BuiltCriteria, extraCandidateCondition?: SQL): MatchedSource {
  const profile = criteria.needsProfile
    ? sql` left join lateral (select candidate_profiles.user_id, candidate_profiles.profile
        from candidate_profiles where candidate_profiles.user_id = c.user_id limit 1) as p on true`
    : sql``;
  // The role is joined only when a filter reads it: its join column would keep a count off the index alone.
  const role = criteria.needsRole
    ? sql` left join roles r on r.organization_id = c.organization_id and r.id = c.role_id`
    : sql``;
  // So are the facets; stated live, so their partial indexes apply. With a term they are matched first, in a
  // subquery that OFFSET 0 keeps the planner from merging into the outer query.
  const facets = !criteria.needsFacets
    ? sql``
    : criteria.facetsFirst && criteria.facetWhere
      ? sql` join (select f.organization_id, f.candidate_id from candidate_facets f
          where f.organization_id = ${criteria.organizationId} and f.deleted_at is null and ${criteria.facetWhere}
          offset 0) f on f.organization_id = c.organization_id and f.candidate_id = c.id`
      : sql` join candidate_facets f on f.organization_id = c.organization_id and f.candidate_id = c.id
          and f.deleted_at is null`;
  const facetWhere = criteria.facetsFirst ? null : criteria.facetWhere;
  const parts = [
    sql`c.organization_id = ${criteria.organizationId}`,
    sql`c.deleted_at is null`,
    ...[
      criteria.candidateWhere,
      extraCandidateCondition,
      facetWhere,
      universityMatch(criteria, sql`c.id`),
      criteria.profileWhere,
    ].filter((part): part is SQL => part != null),
  ];
  return {
    from: sql`candidates c${facets}${role}${profile}`,
    where: sql.join(parts, sql` and `),
  };
}

/**
 * One page: the matching ids are sorted and cut first (an index in the sort's order stops after the page),
 * and only the page's rows are joined to their person and looked up for their role name, sub-stage code,
 * assignee, contextual flags and newest code at their current stage (stageState, resultState). The lookups are scalar
 * subqueries by key and the page is planned apart (materialized), so the planner weighs three relations, not
 * eight: planning had cost more than running. The total is counted apart (see service.ts). A blind row (blind
 * review, issue 13) answers no names or email.
 */
export function buildPageQuery(
  criteria: BuiltCriteria,
  sort: SearchSort,
  { page, size }: { page: number; size: number },
  blindStageIds: readonly number[] = [],
): SQL {
  const order = orderClause(sort);
  const blind = blindCondition(blindStageIds);
  const source = matchedSource(criteria);
  const ofCandidate = sql`organization_id = c.organization_id`;
  return sql`with page as materialized (
    select c.organization_id, c.id
    from ${source.from}
    where ${source.where}
    order by ${order}
    limit ${size} offset ${page * size}
  )
  select c.id, ${blind} as blind,
    case when ${blind} then null else u.first_name end as "firstName",
    case when ${blind} then null else u.last_name end as "lastName",
    case when ${blind} then null else coalesce(u.contact_email, u.email) end as email,
    (select contextual_flags from candidate_facets where ${ofCandidate} and candidate_id = c.id)
      as "contextualFlags",
    c.role_id as "roleId", (select name from roles where ${ofCandidate} and id = c.role_id) as "roleName",
    c.stage_id as "stageId", c.sub_stage_id as "subStageId",
    (select code from sub_stages where ${ofCandidate} and id = c.sub_stage_id) as "subStageCode", c.status,
    floor(extract(epoch from c.applied_at))::float8 as "appliedAt",
    floor(extract(epoch from c.last_change_at))::float8 as "lastChangeAt",
    c.candidate_score::float8 as "candidateScore",
    c.assignee_user_id as "assigneeId",
    (select first_name from users where id = c.assignee_user_id) as "assigneeFirstName",
    (select last_name from users where id = c.assignee_user_id) as "assigneeLastName",
    (select upper(code_stage) from candidate_codes
      where ${ofCandidate} and candidate_id = c.id and stage_id = c.stage_id
      order by updated_at desc, id desc limit 1) as "stageState",
    (select upper(result_stage) from candidate_codes
      where ${ofCandidate} and candidate_id = c.id and stage_id = c.stage_id
      order by updated_at desc, id desc limit 1) as "resultState"
  from page
  join candidates c on c.organization_id = page.organization_id and c.id = page.id
  join users u on u.id = c.user_id
  order by ${order}`;
}

/** The application (by its id column) has a university meeting the criteria's (a semi-join on u), if any. */
function universityMatch({ organizationId, universityWhere }: BuiltCriteria, id: SQL): SQL | null {
  return universityWhere
    ? sql`${id} in (select u.candidate_id from candidate_universities u
        where u.organization_id = ${organizationId} and ${universityWhere})`
    : null;
}

/**
 * How many candidates match: one pass over the organisation's indexes, no sort. With conditions on the
 * universities alone, their index range alone is counted (they hold live applications only); with conditions
 * on the facets and universities alone, the facets (they copy deleted_at). So the count never joins every
 * application.
 */
export function buildCountQuery(criteria: BuiltCriteria): SQL {
  const { organizationId, candidateWhere, facetWhere, universityWhere, needsProfile, needsRole } = criteria;
  const onApplicationToo = candidateWhere || needsProfile || needsRole;
  if (universityWhere && !facetWhere && !onApplicationToo) {
    return sql`select count(distinct u.candidate_id)::integer as total from candidate_universities u
      where u.organization_id = ${organizationId} and ${universityWhere}`;
  }
  if (facetWhere && !onApplicationToo) {
    const universities = universityMatch(criteria, sql`f.candidate_id`);
    return sql`select count(*)::integer as total from candidate_facets f
      where f.organization_id = ${organizationId} and f.deleted_at is null and ${facetWhere}${
        universities ? sql` and ${universities}` : sql``
      }`;
  }
  const source = matchedSource(criteria);
  return sql`select count(*)::integer as total from ${source.from} where ${source.where}`;
}

/** Every matching id, in id order (bulk actions). */
export function buildIdQuery(criteria: BuiltCriteria): SQL {
  const source = matchedSource(criteria);
  return sql`select c.id from ${source.from} where ${source.where} order by c.id`;
}
