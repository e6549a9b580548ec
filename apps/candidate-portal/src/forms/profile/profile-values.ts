import type { SocioEconomicClass } from '@shortlist/domain/contextual';
import { readSocioEconomicClass } from '@shortlist/domain/contextual';
import type { QualificationLevel } from '@shortlist/domain/enums';
import { qualificationLevels } from '@shortlist/domain/enums';
import type { CandidateProfileInput, ReferenceItem } from '@shortlist/domain/schemas';
import type { CustomAnswer } from '@shortlist/ui';
import { customAnswerValue, preferNotToSayValue } from '@shortlist/ui';

// The candidate profile (§3) as the profile form edits it: text in every input, converted to and from the
// shape GET and PUT /user/profile carry.

export type UniversityEntry = {
  readonly universityId: number | null;
  readonly universityName: string;
  readonly level: string;
  readonly course: string;
  readonly degreeType: string;
  readonly degreeClass: string;
  readonly startYear: string;
  readonly graduationYear: string;
};

export type SchoolEntry = {
  readonly schoolId: number | null;
  /** The SCHOOL reference value as stored; cleared when another school is chosen. */
  readonly schoolValue: string | null;
  readonly schoolName: string;
  readonly startYear: string;
  readonly endYear: string;
  /** Grades as stored (the form does not edit them), kept so a save does not lose them. */
  readonly qualifications: readonly SchoolQualificationInput[];
};

type SchoolQualificationInput = { qualificationType?: string | null; subject: string; grade?: string | null };

/** A yes/no question with prefer-not-to-say: 'yes', 'no', PREFER_NOT_TO_SAY or unanswered. */
export type YesNoAnswer = string | null;

export type ProfileValues = {
  readonly firstName: string;
  readonly lastName: string;
  readonly preferredName: string;
  readonly universities: readonly UniversityEntry[];
  readonly schools: readonly SchoolEntry[];
  readonly secondarySchoolCompletedYear: string;
  readonly sixthFormSchoolCompletedYear: string;
  readonly citizen: 'yes' | 'no' | null;
  readonly permitTypeId: string;
  readonly otherPermit: string;
  readonly schoolType: string | null;
  readonly freeSchoolMeals: YesNoAnswer;
  readonly firstGenerationUniversity: YesNoAnswer;
  readonly educationHours: string | null;
  /** The main household earner's occupation class at 14 (§3 P1..X2); X2 is 'Other / prefer not to say'. */
  readonly parentalOccupation: SocioEconomicClass | null;
  readonly bursary: YesNoAnswer;
  readonly careExperience: YesNoAnswer;
  readonly refugeeOrAsylum: YesNoAnswer;
  readonly gender: CustomAnswer;
  readonly ethnicity: CustomAnswer;
};

/** The education-hours answers of §9, in the order offered. */
export const educationHoursOptions = [
  'SIXTEEN_HOURS_THREE_TERMS',
  'FEWER_THAN_THREE_TERMS',
  'FEWER_THAN_SIXTEEN_HOURS',
  'NONE',
] as const;

export const emptyUniversity: UniversityEntry = {
  universityId: null,
  universityName: '',
  level: 'UNDERGRADUATE',
  course: '',
  degreeType: '',
  degreeClass: '',
  startYear: '',
  graduationYear: '',
};

export const emptySchool: SchoolEntry = {
  schoolId: null,
  schoolValue: null,
  schoolName: '',
  startYear: '',
  endYear: '',
  qualifications: [],
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const id = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** The reference item a stored answer names, by value or (as older answers hold) by label. */
function matchItem(items: readonly ReferenceItem[], stored: unknown): string {
  const answer = text(stored);
  if (answer === '') return '';
  const lower = answer.toLowerCase();
  return items.find((item) => item.value.toLowerCase() === lower || item.label === answer)?.value ?? answer;
}

function readYesNo(value: unknown): YesNoAnswer {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return value === preferNotToSayValue ? preferNotToSayValue : null;
}

function readCustom(choice: unknown, described: unknown, items: readonly ReferenceItem[]): CustomAnswer {
  const value = matchItem(items, choice);
  if (value === '') return { choice: null, custom: '' };
  return { choice: value, custom: value === customAnswerValue ? text(described) : '' };
}

export type ProfileReferenceData = {
  readonly degreeClasses: readonly ReferenceItem[];
  readonly degreeTypes: readonly ReferenceItem[];
  readonly schoolTypes: readonly ReferenceItem[];
  readonly genders: readonly ReferenceItem[];
  readonly ethnicities: readonly ReferenceItem[];
};

/** The form's values from the user and the stored profile. */
export function readProfileValues(
  user: { firstName?: string | null; lastName?: string | null; preferredName?: string | null } | null,
  profile: unknown,
  reference: ProfileReferenceData,
): ProfileValues {
  const stored = isObject(profile) ? profile : {};
  const socialMobility = isObject(stored.socialMobility) ? stored.socialMobility : {};
  const diversity = isObject(stored.diversity) ? stored.diversity : {};
  const permit = isObject(stored.permitType) ? stored.permitType : null;
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    preferredName: user?.preferredName ?? '',
    universities: list(stored.universities).map((university) => ({
      universityId: id(university.universityId),
      universityName: text(university.universityName) || text(university.universityValue),
      level: text(university.universityType) || text(university.qualificationLevel) || 'UNDERGRADUATE',
      course: text(university.course),
      degreeType: matchItem(reference.degreeTypes, university.degreeType ?? university.degree),
      degreeClass: matchItem(reference.degreeClasses, university.degreeClass),
      startYear: text(university.universityStartYear),
      graduationYear: text(university.universityGraduationYear),
    })),
    schools: list(stored.schools).map((school) => ({
      schoolId: id(school.schoolId),
      schoolValue: text(school.schoolValue) || null,
      schoolName: text(school.schoolName) || text(school.schoolValue),
      startYear: text(school.startYear),
      endYear: text(school.endYear),
      qualifications: list(school.qualifications).map((qualification) => ({
        qualificationType: text(qualification.qualificationType) || null,
        subject: text(qualification.subject),
        grade: text(qualification.grade) || null,
      })),
    })),
    secondarySchoolCompletedYear: text(stored.secondarySchoolCompletedYear),
    sixthFormSchoolCompletedYear: text(stored.sixthFormSchoolCompletedYear),
    citizen: stored.citizen === true ? 'yes' : stored.citizen === false ? 'no' : null,
    permitTypeId: permit ? text(permit.id) : '',
    otherPermit: text(stored.otherPermit),
    schoolType: matchItem(reference.schoolTypes, socialMobility.schoolType) || null,
    freeSchoolMeals: readYesNo(socialMobility.freeSchoolMeals),
    firstGenerationUniversity: readYesNo(socialMobility.firstGenerationUniversity),
    educationHours: text(socialMobility.educationHours) || null,
    parentalOccupation: readSocioEconomicClass(socialMobility.parentalOccupation),
    bursary: readYesNo(socialMobility.bursary),
    careExperience: readYesNo(socialMobility.careExperience),
    refugeeOrAsylum: readYesNo(socialMobility.refugeeOrAsylum),
    gender: readCustom(diversity.gender, diversity.genderSelfDescribed, reference.genders),
    ethnicity: readCustom(diversity.ethnicity, diversity.ethnicitySelfDescribed, reference.ethnicities),
  };
}

const isQualificationLevel = (value: string): value is QualificationLevel =>
  (qualificationLevels as readonly string[]).includes(value);

const yearOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function writeYesNo(answer: YesNoAnswer): boolean | string | null {
  if (answer === 'yes') return true;
  if (answer === 'no') return false;
  return answer;
}

/** Answers keyed by question, without the unanswered ones. */
function answered(entries: Record<string, string | boolean | null>): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null)) as Record<
    string,
    string | boolean
  >;
}

/**
 * The profile to store (PUT /user/profile). Decision: yes/no answers are stored as booleans (the search
 * filters read them so) and 'Prefer not to say' as its own value; a self-described gender or ethnicity
 * keeps the choice OTHER and the words under `<question>SelfDescribed`; a school without a name is dropped.
 */
export function writeProfile(
  values: ProfileValues,
  permitTypes: readonly ReferenceItem[],
): CandidateProfileInput {
  const permit = permitTypes.find((item) => String(item.id) === values.permitTypeId);
  return {
    universities: values.universities.map((university) => ({
      universityId: university.universityId,
      universityName: textOrNull(university.universityName),
      universityType: university.level,
      qualificationLevel: isQualificationLevel(university.level) ? university.level : null,
      universityStartYear: Number(university.startYear),
      universityGraduationYear: Number(university.graduationYear),
      degreeType: textOrNull(university.degreeType),
      course: textOrNull(university.course),
      degreeClass: textOrNull(university.degreeClass),
    })),
    schools: values.schools
      .filter((school) => school.schoolName.trim() !== '')
      .map((school) => ({
        schoolId: school.schoolId,
        schoolValue: school.schoolValue,
        schoolName: school.schoolName.trim(),
        startYear: yearOrNull(school.startYear),
        endYear: yearOrNull(school.endYear),
        qualifications: [...school.qualifications],
      })),
    secondarySchoolCompletedYear: yearOrNull(values.secondarySchoolCompletedYear),
    sixthFormSchoolCompletedYear: yearOrNull(values.sixthFormSchoolCompletedYear),
    citizen: values.citizen === null ? null : values.citizen === 'yes',
    permitType: permit ? { id: permit.id, value: permit.label } : null,
    otherPermit: textOrNull(values.otherPermit),
    socialMobility: answered({
      schoolType: values.schoolType,
      freeSchoolMeals: writeYesNo(values.freeSchoolMeals),
      firstGenerationUniversity: writeYesNo(values.firstGenerationUniversity),
      educationHours: values.educationHours,
      parentalOccupation: values.parentalOccupation,
      bursary: writeYesNo(values.bursary),
      careExperience: writeYesNo(values.careExperience),
      refugeeOrAsylum: writeYesNo(values.refugeeOrAsylum),
    }),
    diversity: answered({
      gender: values.gender.choice,
      genderSelfDescribed:
        values.gender.choice === customAnswerValue ? textOrNull(values.gender.custom) : null,
      ethnicity: values.ethnicity.choice,
      ethnicitySelfDescribed:
        values.ethnicity.choice === customAnswerValue ? textOrNull(values.ethnicity.custom) : null,
    }),
  };
}

/** Client checks before saving, keyed by the API's field paths (so server messages land in the same place). */
export function checkProfile(
  values: ProfileValues,
  messages: { required: string; graduationBeforeStart: string; endBeforeStart: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.firstName.trim() === '') errors.firstName = messages.required;
  if (values.lastName.trim() === '') errors.lastName = messages.required;
  values.universities.forEach((university, index) => {
    const path = `universities.${index}`;
    if (university.level === '') errors[`${path}.universityType`] = messages.required;
    if (university.startYear === '') errors[`${path}.universityStartYear`] = messages.required;
    if (university.graduationYear === '') errors[`${path}.universityGraduationYear`] = messages.required;
    else if (
      university.startYear !== '' &&
      Number(university.graduationYear) < Number(university.startYear)
    ) {
      errors[`${path}.universityGraduationYear`] = messages.graduationBeforeStart;
    }
  });
  values.schools.forEach((school, index) => {
    if (
      school.startYear !== '' &&
      school.endYear !== '' &&
      Number(school.endYear) < Number(school.startYear)
    ) {
      errors[`schools.${index}.endYear`] = messages.endBeforeStart;
    }
  });
  return errors;
}
