import { z } from 'zod';
import type { CandidateStatus } from '../enums/enumerations.ts';
import { candidateStatuses, qualificationLevels } from '../enums/enumerations.ts';
import type { CandidateFacingStatus } from '../stages/candidate-facing-status.ts';
import type { SectorKind } from '../vocabulary/sector-vocabulary.ts';
import { applicationSchema } from './application.ts';
import type { WithdrawalReason } from './candidate-withdrawal.ts';
import { epochSecondsSchema, idRefSchema, idSchema } from './common.ts';
import {
  base64FileField,
  booleanField,
  enumField,
  fieldLimits,
  fromQuery,
  integerField,
  keyedRecordField,
  listField,
  objectSchema,
  optionalTextField,
  readableErrors,
  stringField,
  textField,
  yearField,
} from './fields.ts';

export const candidateMessages = {
  graduationBeforeStart: 'The graduation year cannot be before the start year.',
  schoolEndBeforeStart: 'The end year cannot be before the start year.',
  answer: 'Enter text, a number, yes or no, or a list of choices.',
  oneChoice: 'Choose one answer.',
} as const;

// Decision: a candidate form has at most 100 steps; the spec gives no number.
export const maxCandidateSteps = 100;

/**
 * A university attended (§3). Decision: type, start year and (expected) graduation year are required; the
 * graduation year may not precede the start year.
 */
export const universitySchema = objectSchema({
  universityId: idSchema.nullish(),
  // The UNIVERSITY reference item's value (its stable slug), as the university search returns it.
  universityValue: optionalTextField(),
  universityName: optionalTextField(),
  universityType: textField(100),
  universityStartYear: yearField(),
  universityGraduationYear: yearField(),
  degreeType: optionalTextField(),
  course: optionalTextField(),
  qualificationLevel: enumField(qualificationLevels).nullish(),
  degreeClass: optionalTextField(),
  averageMark: z.number(readableErrors).min(0).max(100).nullish(),
}).refine((university) => university.universityGraduationYear >= university.universityStartYear, {
  error: candidateMessages.graduationBeforeStart,
  path: ['universityGraduationYear'],
});
export type University = z.output<typeof universitySchema>;

export const schoolQualificationSchema = objectSchema({
  qualificationType: optionalTextField(100),
  subject: textField(),
  grade: optionalTextField(20),
});

/** A school attended. Decision: the spec does not show school fields; these are the ones reports need. */
export const schoolSchema = objectSchema({
  schoolId: idSchema.nullish(),
  // The SCHOOL reference item's value (its stable slug), as the school search returns it.
  schoolValue: optionalTextField(),
  schoolName: optionalTextField(),
  schoolType: optionalTextField(100),
  schoolCountryId: idSchema.nullish(),
  startYear: yearField().nullish(),
  endYear: yearField().nullish(),
  qualifications: listField(schoolQualificationSchema, 0, 50).nullish(),
}).refine(
  (school) => school.startYear == null || school.endYear == null || school.endYear >= school.startYear,
  {
    error: candidateMessages.schoolEndBeforeStart,
    path: ['endYear'],
  },
);
export type School = z.output<typeof schoolSchema>;

/** One answer to a social-mobility or diversity question. */
export const profileAnswerSchema = z.union(
  [
    stringField().max(fieldLimits.answer),
    z.number(),
    z.boolean(),
    listField(stringField().max(fieldLimits.label), 0, 100),
    z.null(),
  ],
  { error: candidateMessages.answer },
);

/** The answers keyed by question key. The question lists are not shown in the spec. */
export const profileAnswersSchema = keyedRecordField(profileAnswerSchema);

/** Diversity questions answered with one choice (or one self-description): searches and reports compare one value. */
export const oneChoiceDiversityKeys = ['gender', 'ethnicity'] as const;

export const diversityAnswersSchema = profileAnswersSchema.superRefine((answers, context) => {
  for (const key of oneChoiceDiversityKeys) {
    if (Array.isArray(answers[key])) {
      context.addIssue({ code: 'custom', message: candidateMessages.oneChoice, path: [key] });
    }
  }
});

/**
 * Profile fields of a candidate (§3 candidate profile). Decision: social-mobility and diversity answers
 * travel as two records keyed by question key, as the questions themselves are configuration.
 */
export const candidateProfileSchema = objectSchema({
  universities: listField(universitySchema, 0, 10).nullish(),
  schools: listField(schoolSchema, 0, 20).nullish(),
  sixthFormSchoolCompletedYear: yearField().nullish(),
  secondarySchoolCompletedYear: yearField().nullish(),
  citizen: booleanField().nullish(),
  permitType: objectSchema({ id: idSchema, value: textField() }).nullish(),
  otherPermit: optionalTextField(),
  // Home postcode: the location filter of a search measures distance from it.
  postcode: optionalTextField(10),
  socialMobility: profileAnswersSchema.nullish(),
  diversity: diversityAnswersSchema.nullish(),
});
export type CandidateProfile = z.output<typeof candidateProfileSchema>;

/**
 * A candidate (§3). Decision: the client's "time of last load" is client state and not part of the wire
 * shape; uploads are base64 (optionally data URLs).
 */
export const candidateSchema = objectSchema({
  id: idSchema,
  step: integerField(0, maxCandidateSteps),
  candidateStatus: enumField(candidateStatuses),
  updatedAt: epochSecondsSchema.nullish(),
  organization: objectSchema({ id: idSchema, candidateId: idSchema.nullish() }).nullish(),
  role: idRefSchema.nullish(),
  cv_base64: base64FileField().nullish(),
  cover_base64: base64FileField().nullish(),
  photo_base64: base64FileField().nullish(),
  ...candidateProfileSchema.shape,
});
export type Candidate = z.output<typeof candidateSchema>;

/** The answers of an application its candidate edits (§3 Application): responses, consents, ethnicity. */
const applicationAnswersShape = applicationSchema.pick({
  responses: true,
  acceptTermAndConditions: true,
  acceptRare: true,
  acceptResearch: true,
  ethnicity: true,
  ethnicityMulti: true,
  ethnicitySpecify: true,
}).shape;

/**
 * PUT /candidate/{id} body (§7): any editable subset of the candidate and its application's answers.
 * Decision: id and status are set by the server, so a body cannot change them (they are dropped).
 */
export const candidateUpdateSchema = candidateSchema
  .omit({ id: true, candidateStatus: true, updatedAt: true })
  .extend(applicationAnswersShape)
  .partial();
export type CandidateUpdate = z.output<typeof candidateUpdateSchema>;
/** The candidate update as a caller writes it (the body of PUT /candidate/{id} and of the submit). */
export type CandidateUpdateInput = z.input<typeof candidateUpdateSchema>;

/** One of the signed-in candidate's applications, as GET /candidate lists them (their /applications screen). */
export interface OwnApplicationSummary {
  id: number;
  step: number;
  candidateStatus: CandidateStatus;
  updatedAt: number | null;
  appliedAt: number | null;
  organization: { id: number; name: string; subdomain: string; candidateId: number; sectorKind: SectorKind };
  role: { id: number; name: string; roleType: string; deadline: number | null } | null;
  /** What the candidate is told of the application's progress (issue 32): never an internal stage name. */
  applicationStatus: CandidateFacingStatus;
  /** When and why the candidate withdrew it; null unless it is withdrawn. */
  withdrawal: { at: number; reason: WithdrawalReason | null; note: string | null } | null;
}

/** PUT /candidate/{id}?maxSteps=n query (§7). Decision: maxSteps is required, 1 to 100. */
export const candidateUpdateQuerySchema = objectSchema({
  maxSteps: fromQuery(integerField(1, maxCandidateSteps)),
});
export type CandidateUpdateQuery = z.output<typeof candidateUpdateQuerySchema>;
