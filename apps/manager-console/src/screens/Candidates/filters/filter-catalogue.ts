import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { ReferenceDataType } from '@shortlist/domain/enums';
import {
  candidateStatuses,
  roleCategories,
  studentStatuses,
  universityGroupTypes,
} from '@shortlist/domain/enums';
import type { SearchFilterKey } from '@shortlist/domain/schemas';

// The filters the panel offers, by family (issue 12), each with the control its values need. Filters the
// schema accepts that need a form's own questions (custom questions, subject grade counts, metric records)
// stay available to links and saved searches but have no control here.

export type FilterDefinition = { key: SearchFilterKey } & (
  | { kind: 'reference'; type: ReferenceDataType }
  | { kind: 'groups' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'words' }
  | { kind: 'range'; min?: number; max?: number; step?: number }
  | { kind: 'dates' }
  | { kind: 'yesNo' }
  | { kind: 'distance' }
  | { kind: 'stage' }
);

export const filterFamilyKeys = [
  'pipeline',
  'role',
  'profile',
  'education',
  'assessment',
  'diversity',
  'socialMobility',
] as const;
export type FilterFamilyKey = (typeof filterFamilyKeys)[number];

/** Social-mobility answers a profile records as yes or no (profile.socialMobility). */
export const socialMobilityFlagKeys = ['firstGenerationUniversity', 'freeSchoolMeals'] as const;

const percent = { kind: 'range', min: 0, max: 100 } as const;

export const filterFamilies: Record<FilterFamilyKey, readonly FilterDefinition[]> = {
  pipeline: [
    { key: 'statuses', kind: 'choice', options: candidateStatuses },
    { key: 'assignee', kind: 'reference', type: 'USERS' },
    { key: 'groups', kind: 'groups' },
    { key: 'dateAdded', kind: 'dates' },
    { key: 'sources', kind: 'words' },
    { key: 'availability', kind: 'choice', options: studentStatuses },
    { key: 'rejectedAtStageId', kind: 'stage' },
    { key: 'incompleteProfile', kind: 'yesNo' },
  ],
  role: [
    { key: 'roleType', kind: 'reference', type: 'ROLE_TYPE' },
    { key: 'roleLevel', kind: 'reference', type: 'ROLE_LEVEL' },
    { key: 'department', kind: 'reference', type: 'DEPARTMENT' },
    { key: 'employmentType', kind: 'reference', type: 'EMPLOYMENT_TYPE' },
    { key: 'locations', kind: 'reference', type: 'ORGANIZATION_LOCATION' },
    { key: 'candidateType', kind: 'choice', options: roleCategories },
    { key: 'recruiter', kind: 'reference', type: 'USERS' },
    { key: 'openDate', kind: 'dates' },
    { key: 'deadlinePassed', kind: 'yesNo' },
  ],
  profile: [
    { key: 'location', kind: 'distance' },
    { key: 'workPermit', kind: 'yesNo' },
    { key: 'permitType', kind: 'reference', type: 'PERMIT_TYPE' },
    { key: 'legalInterests', kind: 'words' },
  ],
  education: [
    { key: 'graduationYear', kind: 'range', min: 1950, max: 2100 },
    { key: 'degreeClass', kind: 'reference', type: 'DEGREE_CLASS' },
    { key: 'universityGroups', kind: 'choice', options: universityGroupTypes },
    { key: 'universityYear1Average', ...percent },
    { key: 'universityYear2Average', ...percent },
    { key: 'universityYear3Average', ...percent },
    { key: 'universityPercentile', ...percent },
    { key: 'ks4Average', kind: 'range', min: 0 },
    { key: 'ks5Average', kind: 'range', min: 0 },
    { key: 'ks4Percentile', ...percent },
    { key: 'ks5Percentile', ...percent },
    { key: 'contractModuleMark', ...percent },
    { key: 'publicModuleMark', ...percent },
    { key: 'tortModuleMark', ...percent },
  ],
  assessment: [
    { key: 'assessmentScore', kind: 'range', min: 0, step: 0.5 },
    { key: 'interviewDate', kind: 'dates' },
  ],
  diversity: [
    { key: 'gender', kind: 'reference', type: 'GENDER' },
    { key: 'ethnicity', kind: 'reference', type: 'ETHNICITY' },
    { key: 'religion', kind: 'reference', type: 'RELIGION' },
    { key: 'orientations', kind: 'words' },
    { key: 'healthConditions', kind: 'words' },
  ],
  socialMobility: [
    // Issue 13: candidates with every chosen contextual flag on (the flags, not the answers behind them).
    { key: 'contextualFlags', kind: 'choice', options: contextualFlagKeys },
    { key: 'socialMobilityFlags', kind: 'choice', options: socialMobilityFlagKeys },
    { key: 'ks4PiMeasure', kind: 'range' },
    { key: 'ks5PiMeasure', kind: 'range' },
  ],
};

/** The families a user may filter by: the diversity family is the manager admins' alone. */
export function offeredFamilies(canUseSpecialCategory: boolean): readonly FilterFamilyKey[] {
  return filterFamilyKeys.filter((family) => family !== 'diversity' || canUseSpecialCategory);
}
