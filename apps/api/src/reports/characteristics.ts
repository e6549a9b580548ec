import { socioEconomicClassGroups } from '@shortlist/domain/contextual';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { jsonArray } from '../search/sql-parts.ts';
import { answerText } from './breakdown.ts';

// What the who-the-candidates-are reports count candidates by, as SQL over reportFrom (c, r, p).

/** The profile's gender answer and the ethnicity answer (the application's wins), as the search keeps them. */
export const genderExpression = answerText(sql`c.gender_key`);
export const ethnicityExpression = answerText(sql`c.ethnicity_key`);

// Decision: the school type is the social-mobility answer (type of school at 11 to 16), else the first
// school's own type.
export const schoolTypeExpression = answerText(
  sql`coalesce(nullif(trim(p.profile #>> '{socialMobility,schoolType}'), ''), p.profile #>> '{schools,0,schoolType}')`,
);

/**
 * Decision: socio-economic background is the parental occupation answer in the Social Mobility Commission's
 * three groups (the domain's socioEconomicClassGroups; long-term unemployed counts as lower, as
 * isLowerSocioEconomicClass says); X2 (other, prefer not to say) and no answer are 'not given'.
 */
const backgroundOf = (group: string) =>
  group === 'unemployed' ? 'lower' : group === 'unknown' ? null : group;
export const socioEconomicBackgroundExpression = sql`(case upper(trim(p.profile #>> '{socialMobility,parentalOccupation}')) ${sql.join(
  Object.entries(socioEconomicClassGroups).flatMap(([socioEconomicClass, group]) => {
    const background = backgroundOf(group);
    return background ? [sql.raw(`when '${socioEconomicClass}' then '${background}'`)] : [];
  }),
  sql` `,
)} end)`;

/** The contextual flags that are on (kept with every profile write), in the domain's order. */
export const contextualFlagList = sql`coalesce(p.contextual_flags, '{}'::text[])`;

const universityName = answerText(
  sql`coalesce(nullif(trim(uni.entry ->> 'universityValue'), ''), uni.entry ->> 'universityName')`,
);

/**
 * A candidate's universities (reference value, or the name when typed in) as lists.names, and their degree
 * classes (null for an entry without one) as lists.classes, each once, in one pass over the profile's list;
 * both are null for a candidate who named no university.
 */
export const universityLists = sql`cross join lateral (
  select array_agg(distinct ${universityName}) filter (where ${universityName} is not null) as names,
    array_agg(distinct ${answerText(sql`uni.entry ->> 'degreeClass'`)}) as classes
  from jsonb_array_elements(${jsonArray(sql`(p.profile -> 'universities')`)}) as uni(entry)) lists`;

/** A list, or one null (counted as 'not given') when it is empty or null. */
export function orNotGiven(list: SQL): SQL {
  return sql`coalesce(nullif(${list}, '{}'::text[]), array[null]::text[])`;
}
