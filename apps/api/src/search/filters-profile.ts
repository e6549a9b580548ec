import type { SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  answerIsAnyOf,
  anyOf,
  isAnyText,
  jsonArray,
  jsonNumber,
  profileAt,
  pushIf,
  referenceNames,
  withinRange,
} from './sql-parts.ts';

/**
 * Where each profile filter reads the candidate profile (p.profile, jsonb). The seed holds gender, postcode,
 * citizen and the social-mobility answers; the other paths are the documented place for those answers
 * (religion, like gender and ethnicity, is a diversity answer naming a RELIGION reference item).
 */
export const profilePaths = {
  gender: ['diversity', 'gender'],
  ethnicity: ['diversity', 'ethnicity'],
  orientation: ['diversity', 'orientation'],
  healthConditions: ['diversity', 'healthConditions'],
  religion: ['diversity', 'religion'],
  candidateType: ['candidateType'],
  availability: ['availability'],
  sectors: ['sectors'],
  legalInterests: ['legalInterests'],
  postcode: ['postcode'],
  citizen: ['citizen'],
  permitType: ['permitType'],
  socialMobility: ['socialMobility'],
  universities: ['universities'],
} as const satisfies Record<string, readonly string[]>;

// Decision (no distance data is stored): within 10 miles means the same postcode district (outward code,
// 'EC2A'); any wider radius means the same postcode area (its letters, 'EC').
export const districtRadiusMiles = 10;

export interface PostcodeReach {
  kind: 'district' | 'area';
  prefix: string;
}

/** The part of a normalised postcode ('EC2A 4NE') a radius in miles reaches. */
export function resolvePostcodeReach(postcode: string, miles: number): PostcodeReach {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const outward = compact.slice(0, -3);
  if (miles <= districtRadiusMiles) return { kind: 'district', prefix: outward };
  return { kind: 'area', prefix: /^[A-Z]+/.exec(outward)?.[0] ?? outward };
}

/**
 * Filters answered by the candidate's own profile (needs the p join); gender, ethnicity, contextual flags and
 * university groups read the search projection instead (filters-projected.ts).
 */
export function profileConditions(filters: SearchFilters, organizationId: number): SQL[] {
  const parts: SQL[] = [];
  const has = <T>(values: readonly T[] | undefined): values is readonly T[] => !!values && values.length > 0;

  if (has(filters.religion)) {
    parts.push(
      answerIsAnyOf(
        profileAt(profilePaths.religion),
        referenceNames('RELIGION', filters.religion, organizationId),
      ),
    );
  }
  if (has(filters.orientations))
    parts.push(answerIsAnyOf(profileAt(profilePaths.orientation), filters.orientations));
  if (has(filters.healthConditions))
    parts.push(answerIsAnyOf(profileAt(profilePaths.healthConditions), filters.healthConditions));
  if (has(filters.candidateType))
    parts.push(answerIsAnyOf(profileAt(profilePaths.candidateType), filters.candidateType));
  if (has(filters.availability))
    parts.push(answerIsAnyOf(profileAt(profilePaths.availability), filters.availability));
  if (has(filters.legalInterests))
    parts.push(answerIsAnyOf(profileAt(profilePaths.legalInterests), filters.legalInterests));
  if (has(filters.sector)) {
    parts.push(
      answerIsAnyOf(
        profileAt(profilePaths.sectors),
        referenceNames('SECTOR', filters.sector, organizationId),
      ),
    );
  }

  // Decision: a right to work is British or Irish citizenship or any permit on the profile.
  const rightToWork = sql`(coalesce(${profileAt(profilePaths.citizen)} = 'true'::jsonb, false)
    or coalesce(jsonb_typeof(${profileAt(profilePaths.permitType)}) = 'object', false))`;
  if (filters.workPermit === true) parts.push(rightToWork);
  if (filters.workPermit === false) parts.push(sql`not ${rightToWork}`);
  if (has(filters.permitType)) {
    const permit = profileAt(profilePaths.permitType);
    parts.push(
      anyOf([
        isAnyText(sql`(${permit} ->> 'id')`, filters.permitType.map(String)),
        answerIsAnyOf(
          sql`(${permit} -> 'value')`,
          referenceNames('PERMIT_TYPE', filters.permitType, organizationId),
        ),
      ]),
    );
  }

  if (filters.location) {
    const reach = resolvePostcodeReach(filters.location.postcode, filters.location.miles);
    const compact = sql`upper(regexp_replace(${profileAt(profilePaths.postcode)} #>> '{}', '\\s', '', 'g'))`;
    parts.push(
      reach.kind === 'district'
        ? sql`left(${compact}, greatest(length(${compact}) - 3, 0)) = ${reach.prefix}`
        : sql`substring(${compact} from '^[A-Z]+') = ${reach.prefix}`,
    );
  }

  // Decision: the flags are yes/no answers of profile.socialMobility; a candidate matches when any is yes.
  const socialMobility = profileAt(profilePaths.socialMobility);
  if (has(filters.socialMobilityFlags)) {
    parts.push(
      anyOf(
        filters.socialMobilityFlags.map((key) => sql`(${socialMobility} -> ${key}::text) = 'true'::jsonb`),
      ),
    );
  }
  for (const [key, range] of Object.entries(filters.socialMobilityMetrics ?? {})) {
    pushIf(parts, withinRange(jsonNumber(sql`(${socialMobility} -> ${key}::text)`), range));
  }

  // Decision: a profile is incomplete when there is none or it names no university.
  const incomplete = sql`(p.user_id is null or jsonb_array_length(${jsonArray(profileAt(profilePaths.universities))}) = 0)`;
  if (filters.incompleteProfile === true) parts.push(incomplete);
  if (filters.incompleteProfile === false) parts.push(sql`not ${incomplete}`);
  return parts;
}
