// The closed value sets of spec §3 and §4, each an `as const` list so schemas, stories and tests reuse it.

export const userTypes = [
  'CANDIDATE',
  'ANONYMOUS_CANDIDATE',
  'HIRING_MANAGER',
  'HIRING_MANAGER_ADMIN',
  'ADMIN',
] as const;
export type UserType = (typeof userTypes)[number];

export const candidateStatuses = [
  'ACTIVE',
  'PENDING',
  'NOT_VERIFIED',
  'PASSPORT',
  'PASSPORT_ACTIVE',
] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];

export const tiers = [
  'BAR',
  'TIER_1',
  'TIER_2',
  'TIER_3',
  'TIER_4',
  'CANDID_ESSENTIALS',
  'CANDID_ESSENTIALS_PLUS',
] as const;
export type Tier = (typeof tiers)[number];

export const documentTypes = ['TRANSCRIPT', 'RIGHT_TO_WORK', 'WRITING_SAMPLE', 'OTHER'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const workArrangements = ['On-site', 'Remote', 'Hybrid'] as const;
export type WorkArrangement = (typeof workArrangements)[number];

export const contactChannels = ['EMAIL', 'SMS'] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const attendances = ['ATTENDED', 'NOSHOW'] as const;
export type Attendance = (typeof attendances)[number];

export const reportTypes = ['SNAPSHOT', 'ADVERSE', 'INTERSECTIONAL'] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportKinds = ['CONTEXTUAL', 'DIVERSITY', 'EFFICIENCY', 'SCHOOL', 'UNIVERSITY'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const lateralReportKinds = ['EFFICIENCY', 'AGENCY', 'DIVERSITY', 'MARKETING', 'REJECTION'] as const;
export type LateralReportKind = (typeof lateralReportKinds)[number];

export const studentStatuses = ['AVAILABLE', 'HIRED', 'UNAVAILABLE', 'DROPPED'] as const;
export type StudentStatus = (typeof studentStatuses)[number];

export const coachingEventTypes = [
  '1:1 external',
  '1:1 internal',
  'call',
  'group coaching',
  'mock interview',
  'online application review',
  'test practice',
  'webinar',
] as const;
export type CoachingEventType = (typeof coachingEventTypes)[number];

// Decision: §3 names only the coaching types; recruitment events (open days, fairs) need their own.
export const recruitmentEventTypes = [
  'open day',
  'insight day',
  'careers fair',
  'assessment centre',
  'networking',
  'workshop',
] as const;

/** Every type an event may have: recruitment events first, then the coaching types of §3. */
export const eventTypes = [...recruitmentEventTypes, ...coachingEventTypes] as const;
export type EventType = (typeof eventTypes)[number];

/** A registration holds a place, or waits for one when the event is full. */
export const eventRegistrationStatuses = ['REGISTERED', 'WAITLISTED'] as const;
export type EventRegistrationStatus = (typeof eventRegistrationStatuses)[number];

export const qualificationLevels = [
  'UNDERGRADUATE',
  'GRADUATE',
  'PHD',
  'POST_DOC_1',
  'POST_DOC_2',
  'GDL',
  'LPC',
  'DPLP',
  'SQE1',
  'SQE2',
  'JD',
  'PCLL',
  'VLE_OTHER',
] as const;
export type QualificationLevel = (typeof qualificationLevels)[number];

/** Where an organisation is based (§1); a missing country base counts as UK. */
export const countryBases = ['UK', 'OZ', 'HK', 'OTHER'] as const;
export type CountryBase = (typeof countryBases)[number];

/** Regions include GCC on top of the country bases. */
export const regions = ['UK', 'OZ', 'GCC', 'HK', 'OTHER'] as const;
export type Region = (typeof regions)[number];

export const formFieldTypes = [
  'date',
  'info',
  'text',
  'textarea',
  'exportableTextarea',
  'toggle',
  'checkbox',
  'checkboxList',
  'dropdown',
  'preferNotToSay',
  'singleOption',
  'optionsList',
  'customPreferNotToSay',
  'autocomplete',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export const hiringManagerRoles = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'] as const;
export const roleCategories = ['LAW', 'BUSINESS'] as const;
export type RoleCategory = (typeof roleCategories)[number];
export const sourceTypes = ['Agency', 'Direct'] as const;
export const systemSources = ['ATS', 'VANTAGE', 'CRSAO'] as const;

export const occupationClasses = ['P1', 'P2', 'I1', 'I2', 'L1', 'L2', 'L3', 'X1', 'X2'] as const;
export type OccupationClass = (typeof occupationClasses)[number];

export const australianScoreTypes = ['ATAR', 'ENTER', 'OP', 'TER', 'UAI', 'other'] as const;

export const referenceDataTypes = [
  'COUNTRY',
  'ETHNICITY',
  'DEGREE_TYPE',
  'GENDER',
  'RELIGION',
  'PERMIT_TYPE',
  'CLIENTS',
  'USERS',
  'STAGE',
  'SECTOR',
  'ROLE',
  'DEPARTMENT',
  'ROLE_LEVEL',
  'EMPLOYMENT_TYPE',
  'ORGANIZATION_LOCATION',
  'ROLE_TYPE',
  'GRADE_LEVEL',
  'TARGET_ROLE',
  'SCHOOL_TYPE',
  'DEGREE_CLASS',
  'QUALIFICATION_TYPE',
  'RUSSELL_GROUP',
  'OXBRIDGE',
  'GO8',
  'ORGANIZATION_EMAIL',
] as const;
export type ReferenceDataType = (typeof referenceDataTypes)[number];

/** The university groupings among the reference data types (§3): a candidate search filters by them. */
export const universityGroupTypes = [
  'RUSSELL_GROUP',
  'OXBRIDGE',
  'GO8',
] as const satisfies readonly ReferenceDataType[];
export type UniversityGroupType = (typeof universityGroupTypes)[number];

/** Code stages of a candidate's assessment or scheduling record (§4). */
export const candidateCodeStages = ['PENDING', 'INVITED', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type CandidateCodeStage = (typeof candidateCodeStages)[number];

export const assessmentResultStages = ['PENDING', 'ERROR', 'COMPLETED'] as const;
export type AssessmentResultStage = (typeof assessmentResultStages)[number];

export const organizationStatuses = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

export const metricTypes = ['number', 'percent', 'yesno', 'text', 'date'] as const;
export type MetricType = (typeof metricTypes)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
