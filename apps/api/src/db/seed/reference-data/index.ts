import { employmentTypes, sectors, targetRoles } from './careers.ts';
import { countries } from './countries.ts';
import { ethnicities, genders, permitTypes, religions } from './demographics.ts';
import {
  degreeClasses,
  degreeTypes,
  gradeLevels,
  gradeSystems,
  qualificationTypes,
  schoolTypes,
  subjects,
} from './education.ts';
import { schools } from './schools.ts';
import type { ReferenceSeedItem } from './types.ts';
import { groupOfEight, modules, oxbridge, russellGroup, universities } from './universities.ts';

export { organizationReferenceData } from './organization.ts';
export { translationSeed } from './translations.ts';
export type { ReferenceSeedItem } from './types.ts';

/** Global reference data (organization_id null); sortOrder follows this array order. */
export const globalReferenceData: readonly ReferenceSeedItem[] = [
  ...countries,
  ...ethnicities,
  ...genders,
  ...religions,
  ...permitTypes,
  ...sectors,
  ...degreeTypes,
  ...degreeClasses,
  ...employmentTypes,
  ...schoolTypes,
  ...gradeLevels,
  ...targetRoles,
  ...qualificationTypes,
  ...gradeSystems,
  ...universities,
  ...russellGroup,
  ...oxbridge,
  ...groupOfEight,
  ...schools,
  ...subjects,
  ...modules,
];
