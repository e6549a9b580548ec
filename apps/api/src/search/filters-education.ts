import type { SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  allOf,
  anyOf,
  jsonArray,
  jsonNumber,
  jsonYear,
  profileAt,
  pushIf,
  referenceNames,
  withinRange,
} from './sql-parts.ts';

type KeyStage = 'KS4' | 'KS5';

/**
 * School measures are top-level profile fields named like the filter (profile.ks4Average, ...); the seed
 * holds none, so these are the documented place for them.
 */
const schoolMeasures = [
  'ks4Average',
  'ks5Average',
  'ks4Percentile',
  'ks5Percentile',
  'ks4PiMeasure',
  'ks5PiMeasure',
] as const satisfies readonly (keyof SearchFilters)[];

/**
 * University marks read the university entry's field of the same name (the seed holds averageMark, which
 * the WAM ranges read, degreeClass and universityGraduationYear).
 */
const universityMarks = [
  'universityYear1Average',
  'universityYear2Average',
  'universityYear3Average',
  'universityYear4Average',
  'universityPercentile',
  'contractModuleMark',
  'publicModuleMark',
  'tortModuleMark',
] as const satisfies readonly (keyof SearchFilters)[];

/** School and university grade, average, year and percentile filters, on the profile (needs the p join). */
export function educationConditions(filters: SearchFilters, organizationId: number): SQL[] {
  const parts: SQL[] = [];

  // Every university condition must hold for one and the same university entry.
  const entry = sql`uni.entry`;
  const university: SQL[] = [];
  pushIf(
    university,
    withinRange(jsonYear(sql`(${entry} -> 'universityGraduationYear')`), filters.graduationYear),
  );
  if (filters.degreeClass && filters.degreeClass.length > 0) {
    university.push(
      sql`lower(${entry} ->> 'degreeClass') in ${referenceNames('DEGREE_CLASS', filters.degreeClass, organizationId)}`,
    );
  }
  const wamRanges = (filters.wamRanges ?? [])
    .map((range) => withinRange(jsonNumber(sql`(${entry} -> 'averageMark')`), range))
    .filter((part): part is SQL => part !== null);
  if (wamRanges.length > 0) university.push(anyOf(wamRanges));
  for (const key of universityMarks) {
    pushIf(university, withinRange(jsonNumber(sql`(${entry} -> ${key}::text)`), filters[key]));
  }
  if (university.length > 0) {
    parts.push(sql`exists (select 1 from jsonb_array_elements(${jsonArray(profileAt(['universities']))}) as uni(entry)
      where ${allOf(university)})`);
  }

  for (const key of schoolMeasures) pushIf(parts, withinRange(jsonNumber(profileAt([key])), filters[key]));
  for (const grade of filters.ks4Grades ?? []) parts.push(gradeCount('KS4', grade, organizationId));
  for (const grade of filters.ks5Grades ?? []) parts.push(gradeCount('KS5', grade, organizationId));
  return parts;
}

/**
 * At least minCount school qualifications of the key stage at the grade or better, better meaning earlier
 * in a grade system (GRADE_SYSTEM lists grades best first) of that key stage that holds the grade.
 */
function gradeCount(
  keyStage: KeyStage,
  { grade, minCount }: { grade: string; minCount: number },
  organizationId: number,
): SQL {
  const qualificationTypes = sql`(select lower(name.item) from reference_items qt
    cross join lateral (values (qt.value), (qt.label)) as name(item)
    where qt.type = 'QUALIFICATION_TYPE' and qt.attributes ->> 'schoolFormType' = ${keyStage}
    and (qt.organization_id is null or qt.organization_id = ${organizationId}))`;
  const goodEnough = sql`(select upper(trim(ranked.grade)) from reference_items gs
    cross join lateral unnest(string_to_array(gs.attributes ->> 'grades', ',')) with ordinality as ranked(grade, position)
    where gs.type = 'GRADE_SYSTEM' and gs.organization_id is null
    and lower(gs.attributes ->> 'qualificationType') in ${qualificationTypes}
    and ranked.position <= array_position(string_to_array(upper(gs.attributes ->> 'grades'), ','), upper(${grade}::text)))`;
  return sql`(select count(*) from jsonb_array_elements(${jsonArray(profileAt(['schools']))}) as school(entry)
    cross join lateral jsonb_array_elements(${jsonArray(sql`(school.entry -> 'qualifications')`)}) as qualification(entry)
    where lower(qualification.entry ->> 'qualificationType') in ${qualificationTypes}
    and upper(trim(qualification.entry ->> 'grade')) in ${goodEnough}) >= ${minCount}`;
}
