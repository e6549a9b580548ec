import type { z } from 'zod';
import { contextualFlagKeys } from '../contextual/types.ts';
import {
  candidateStatuses,
  roleCategories,
  studentStatuses,
  universityGroupTypes,
} from '../enums/enumerations.ts';
import { invalidPostcodeMessage, isValidUkPostcode, normalizeUkPostcode } from '../validation/postcode.ts';
import { questionIdSchema } from './application.ts';
import { dateRangeSchema, epochSecondsSchema, idParamSchema, idSchema, pageQuerySchema } from './common.ts';
import {
  booleanField,
  enumField,
  fromQuery,
  integerField,
  keyedRecordField,
  keyField,
  listField,
  numberField,
  objectSchema,
  optionalTextField,
  strictObjectSchema,
  stringField,
  textField,
  yearBounds,
} from './fields.ts';
import { subdomainSchema } from './organization.ts';
import { stageIdSchema } from './stage.ts';

export const searchMessages = {
  postcode: invalidPostcodeMessage,
  rangeOrder: 'The maximum must not be below the minimum.',
  roleDates: 'The role end date must not be before the role start date.',
} as const;

/** A numeric range, either end open; min must not exceed max. */
export function rangeSchema(lowest: number = -Number.MAX_VALUE, highest: number = Number.MAX_VALUE) {
  return objectSchema({
    min: numberField(lowest, highest).nullish(),
    max: numberField(lowest, highest).nullish(),
  }).refine((range) => range.min == null || range.max == null || range.min <= range.max, {
    error: searchMessages.rangeOrder,
    path: ['max'],
  });
}

const percentRange = rangeSchema(0, 100);
const scoreRange = rangeSchema(0);
const measureRange = rangeSchema();
const idList = listField(idSchema, 0, 1000);
const textList = listField(textField(), 0, 200);

/** Distance search around a UK postcode (§3, §5: a bad postcode reads 'Invalid post code'). */
export const locationFilterSchema = objectSchema({
  postcode: stringField()
    .trim()
    .min(1)
    .refine((value) => value === '' || isValidUkPostcode(value), { error: searchMessages.postcode })
    .transform(normalizeUkPostcode),
  // Decision: the radius is 1 to 500 whole miles.
  miles: integerField(1, 500),
});

/** Candidates whose answer to a form question is one of the values. */
export const customQuestionFilterSchema = objectSchema({
  questionId: questionIdSchema,
  values: listField(textField(), 1, 100),
});

// Decision: "at least minCount subjects at this grade or higher" in the grade's own system (A*, 9, ...).
export const gradeCountFilterSchema = objectSchema({
  grade: textField(5),
  minCount: integerField(1, 30),
});

/**
 * Every filter type of spec §3. Decision on shapes: reference-data filters (groups, gender, ethnicity,
 * religion, roleType, roleLevel, department, employmentType, assignee, recruiter, client, sector, permitType,
 * locations, degreeClass) are lists of ids; universityGroups names the §3 university groupings; open vocabularies (orientations, healthConditions, sources,
 * legalInterests) are lists of text; closed ones use the enumerations (statuses: candidate statuses,
 * availability: student statuses, candidateType: role categories); dates are {from, to} epoch-second
 * ranges; marks, averages and percentiles are {min, max} in 0..100; scores, grade-point averages and PI
 * measures are open ranges; yes/no filters are booleans. Unknown filter names are refused, so a typo
 * never silently widens a search.
 */
export const searchFiltersSchema = strictObjectSchema({
  locations: idList,
  location: locationFilterSchema,
  groups: idList,
  statuses: listField(enumField(candidateStatuses), 0, candidateStatuses.length),
  steps: listField(integerField(0, 100), 0, 100),
  gender: idList,
  ethnicity: idList,
  orientations: textList,
  healthConditions: textList,
  religion: idList,
  dateAdded: dateRangeSchema,
  openDate: dateRangeSchema,
  assignee: idList,
  customQuestion: listField(customQuestionFilterSchema, 0, 50),
  roleType: idList,
  roleLevel: idList,
  department: idList,
  employmentType: idList,
  recruiter: idList,
  workPermit: booleanField(),
  candidateType: listField(enumField(roleCategories), 0, roleCategories.length),
  availability: listField(enumField(studentStatuses), 0, studentStatuses.length),
  client: idList,
  sector: idList,
  sources: textList,
  permitType: idList,
  wamRanges: listField(percentRange, 0, 20),
  legalInterests: textList,
  assessmentScore: scoreRange,
  interviewDate: dateRangeSchema,
  deadlinePassed: booleanField(),
  rejectedAtStageId: stageIdSchema,
  incompleteProfile: booleanField(),
  socialMobilityFlags: listField(keyField(), 0, 100),
  // Issue 13: candidates whose profile has every one of these contextual flags on.
  contextualFlags: listField(enumField(contextualFlagKeys), 0, contextualFlagKeys.length),
  socialMobilityMetrics: keyedRecordField(measureRange),
  ks4Grades: listField(gradeCountFilterSchema, 0, 20),
  ks5Grades: listField(gradeCountFilterSchema, 0, 20),
  ks4Average: scoreRange,
  ks5Average: scoreRange,
  ks4Percentile: percentRange,
  ks5Percentile: percentRange,
  ks4PiMeasure: measureRange,
  ks5PiMeasure: measureRange,
  graduationYear: rangeSchema(yearBounds.min, yearBounds.max),
  degreeClass: idList,
  // Issue 18: candidates who attended a university of any of these groupings (Russell Group, Oxbridge, Go8).
  universityGroups: listField(enumField(universityGroupTypes), 0, universityGroupTypes.length),
  universityYear1Average: percentRange,
  universityYear2Average: percentRange,
  universityYear3Average: percentRange,
  universityYear4Average: percentRange,
  universityPercentile: percentRange,
  contractModuleMark: percentRange,
  publicModuleMark: percentRange,
  tortModuleMark: percentRange,
}).partial();
export type SearchFilters = z.output<typeof searchFiltersSchema>;
export type SearchFilterKey = keyof SearchFilters;

/** The name of every filter the search accepts. */
export const searchFilterKeys = Object.keys(searchFiltersSchema.shape) as readonly SearchFilterKey[];

/** The filter object of a search or bulk action (§3), sent as the body of POST /search/{kind}/{id}. */
export const searchFilterSchema = objectSchema({
  query: optionalTextField(500),
  roleId: idSchema.nullish(),
  stageId: stageIdSchema.nullish(),
  substageId: idSchema.nullish(),
  ids: idList.nullish(),
  unselectedIds: idList.nullish(),
  searchTerm: optionalTextField(),
  subdomain: subdomainSchema.nullish(),
  roleStartDate: epochSecondsSchema.nullish(),
  roleEndDate: epochSecondsSchema.nullish(),
  filters: searchFiltersSchema.nullish(),
}).refine(
  (filter) =>
    filter.roleStartDate == null || filter.roleEndDate == null || filter.roleStartDate <= filter.roleEndDate,
  { error: searchMessages.roleDates, path: ['roleEndDate'] },
);
export type SearchFilter = z.output<typeof searchFilterSchema>;
/** The filter object as a caller writes it (the api-client's body of a search, bulk move or export). */
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

/** Query of POST /search/{kind}/{id} (§7): page 0, 20 a page, lastChangeAt descending by default. */
export const searchQuerySchema = pageQuerySchema;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Endpoint segments of the candidate search (§6). */
export const searchKinds = ['candidatev', 'candidate', 'fastCandidate'] as const;
export type SearchKind = (typeof searchKinds)[number];

// Decision: {id} of /search/{kind}/{id}, /search/counts/{id} and /candidate/{id}/export/ is a role id; 0 means
// every role.
const roleOrAllParamSchema = fromQuery(integerField(0));

/** Path of POST /search/{kind}/{id}: the segment (§6) and the role searched, 0 for every role. */
export const searchParamsSchema = objectSchema({
  kind: enumField(searchKinds),
  id: roleOrAllParamSchema,
});

/** Path of GET /search/counts/{roleId}: the role counted, 0 for every role. */
export const searchCountsParamsSchema = objectSchema({ roleId: roleOrAllParamSchema });

/** Path of GET /search/candidates/{roleId}: the role whose candidates a term search looks in. */
export const termSearchParamsSchema = objectSchema({ roleId: idParamSchema });

/** Path of POST /candidate/{id}/export/: the role exported, 0 for every role. */
export const candidateExportParamsSchema = objectSchema({ id: roleOrAllParamSchema });

/**
 * The search endpoint segment (§6): 'candidatev' on the variant that uses it, else 'candidate' when the
 * flag is set, else 'fastCandidate'. Decision: the variant wins over the flag.
 */
export function resolveSearchSegment({
  variantUsesV,
  flag,
}: {
  variantUsesV: boolean;
  flag: boolean;
}): SearchKind {
  if (variantUsesV) return 'candidatev';
  return flag ? 'candidate' : 'fastCandidate';
}

/**
 * The term-search path under /search (§6, §7): 'candidates/{id}' within one record, 'profiles' across all.
 * Decision: the id is the role whose candidates are searched.
 */
export function resolveTermSearchPath(roleId?: number | null): string {
  return roleId == null ? 'profiles' : `candidates/${roleId}`;
}

/**
 * Query of GET /search/profiles and /search/candidates/{id} (§7). Decision: the "extra filters" of a term
 * search are the scalar ones (role, stage, sub-stage) plus paging.
 */
export const termSearchQuerySchema = objectSchema({
  searchTerm: textField(),
  roleId: fromQuery(idSchema.optional()),
  stageId: fromQuery(stageIdSchema.optional()),
  substageId: fromQuery(idSchema.optional()),
  ...pageQuerySchema.shape,
});
export type TermSearchQuery = z.output<typeof termSearchQuerySchema>;
