import { z } from 'zod';
import { invitationDeadlineDays } from '../constants/choices.ts';
import { assessmentResultStages } from '../enums/enumerations.ts';
import type { AssessmentType } from '../stages/assessment-types.ts';
import { assessmentTypeIds, isStageAllowedForType } from '../stages/assessment-types.ts';
import { interviewDurations } from '../validation/interview-times.ts';
import { maxBulkIds } from './application.ts';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import { issueMessages } from './errors.ts';
import {
  emailField,
  enumField,
  fieldLimits,
  integerField,
  listField,
  numberField,
  objectSchema,
  optionalTextField,
  textField,
} from './fields.ts';
import { interviewerEmailsSchema, maxInterviewersPerSlot, schedulingMessages } from './scheduling.ts';
import { stageIdSchema } from './stage.ts';

export const scheduleEditingMessages = {
  duration: 'Choose one of the offered interview lengths.',
  gap: 'Choose one of the offered gaps between interviews.',
  deadlineDays: 'Choose one of the offered deadlines.',
  stageNotForType: 'This kind of interview cannot be scheduled at that stage.',
  windowTooShort: 'The availability window is shorter than one interview.',
  scoreRequired: 'Enter the score of a completed assessment.',
  assessmentType: 'Choose a known assessment type.',
} as const;

/** The two scheduling types a schedule is built for (§4): the candidate books, or HR books for them. */
export const scheduleTypes = ['SCHEDULER', 'SCHEDULED'] as const satisfies readonly AssessmentType[];
export type ScheduleType = (typeof scheduleTypes)[number];

// Decision: one schedule holds at most 50 windows; enough for ten weeks of two sessions a day.
export const maxScheduleWindows = 50;

/** Minutes left between one interview and the next (wizard step 2). Decision: up to an hour, in these steps. */
export const slotGapMinutes = [0, 5, 10, 15, 30, 45, 60] as const;

// Decision: as many slots may be taken out at review as a schedule can hold.
const maxExcludedSlots = 2000;

/** One availability window of the wizard (epoch seconds), sliced into slots by the server. */
export const availabilityWindowSchema = objectSchema({
  parentStartDateTime: epochSecondsSchema,
  parentEndDateTime: epochSecondsSchema,
  numberOfInterviewers: integerField(0, maxInterviewersPerSlot),
  // Issue 14: who interviews in the window's slots (their calendar invitations); none when left out.
  interviewerEmails: interviewerEmailsSchema.optional(),
}).refine((window) => window.parentEndDateTime > window.parentStartDateTime, {
  error: schedulingMessages.windowEndsBeforeStart,
  path: ['parentEndDateTime'],
});
export type AvailabilityWindowInput = z.output<typeof availabilityWindowSchema>;

/** Issue 34: most people a schedule's panel pool holds, and most interviews one sits a day. */
export const maxPanelPool = 30;
export const maxDailyInterviews = 12;

/**
 * Issue 34, wizard step Structure: who interviews (organisation users or outside assessors, by email) and the
 * most interviews each sits a day; slots are staffed from them automatically, `numberOfInterviewers` a slot.
 */
export const schedulePanelSchema = objectSchema({
  interviewerEmails: listField(emailField(), 1, maxPanelPool).refine(
    (emails) => new Set(emails).size === emails.length,
    { error: 'Each interviewer is named once.' },
  ),
  dailyMaximum: integerField(1, maxDailyInterviews),
});
export type SchedulePanelInput = z.output<typeof schedulePanelSchema>;

const oneOf = <const Values extends readonly number[]>(values: Values, message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? issueMessages.required : message) })
    .refine((value): value is Values[number] => values.includes(value), { error: message });

/**
 * POST /schedules: the five-step wizard (role and stage, type, length and gap, availability, slots taken out,
 * deadline). The type must allow the stage (§4) and every window must hold at least one interview.
 */
export const scheduleCreateSchema = objectSchema({
  organizationId: idSchema.nullish(),
  roleId: idSchema,
  stageId: stageIdSchema,
  type: enumField(scheduleTypes),
  name: textField(),
  durationMinutes: oneOf(interviewDurations, scheduleEditingMessages.duration),
  location: optionalTextField(fieldLimits.label),
  deadlineDays: oneOf(invitationDeadlineDays, scheduleEditingMessages.deadlineDays),
  windows: listField(availabilityWindowSchema, 1, maxScheduleWindows),
  gapMinutes: oneOf(slotGapMinutes, scheduleEditingMessages.gap).nullish(),
  /** Starts of the slots taken out at review (step 4): the windows are cut, then these are left out. */
  excludedSlots: listField(epochSecondsSchema, 0, maxExcludedSlots).nullish(),
  panel: schedulePanelSchema.nullish(),
}).superRefine((schedule, context) => {
  if (!isStageAllowedForType(schedule.type, schedule.stageId)) {
    context.addIssue({ code: 'custom', message: scheduleEditingMessages.stageNotForType, path: ['stageId'] });
  }
  for (const [index, window] of schedule.windows.entries()) {
    const length = window.parentEndDateTime - window.parentStartDateTime;
    if (length > 0 && length < schedule.durationMinutes * 60) {
      context.addIssue({
        code: 'custom',
        message: scheduleEditingMessages.windowTooShort,
        path: ['windows', index, 'parentEndDateTime'],
      });
    }
  }
});
export type ScheduleCreate = z.output<typeof scheduleCreateSchema>;

/**
 * POST /schedules/invitation-preview (issue 34): the wizard's invitation as the email will be, from what the
 * wizard holds before the schedule exists; merged with the candidate's data when one is named.
 */
export const scheduleInvitationPreviewSchema = objectSchema({
  organizationId: idSchema.nullish(),
  roleId: idSchema,
  stageId: stageIdSchema,
  name: textField(),
  deadlineDays: oneOf(invitationDeadlineDays, scheduleEditingMessages.deadlineDays),
  candidateId: idSchema.nullish(),
});
export type ScheduleInvitationPreview = z.output<typeof scheduleInvitationPreviewSchema>;

/** POST /schedules/{id}/invitations and /assessments/{type}/invitations: the candidates to invite. */
export const candidateInvitationSchema = objectSchema({
  candidateIds: listField(idSchema, 1, maxBulkIds),
});
export type CandidateInvitation = z.output<typeof candidateInvitationSchema>;

/** The {type} of /assessments/{type}/invitations. */
export const assessmentTypeParamsSchema = objectSchema({
  type: z.enum(assessmentTypeIds as [AssessmentType, ...AssessmentType[]], {
    error: scheduleEditingMessages.assessmentType,
  }),
});

/**
 * POST /assessments/codes/{codeId}/result. Decision: PENDING means started and awaiting a result, ERROR a
 * failed attempt, COMPLETED a result, which needs the score.
 */
export const assessmentResultSchema = objectSchema({
  resultStage: enumField(assessmentResultStages),
  score: numberField(0, 1_000_000).nullish(),
}).refine((result) => result.resultStage !== 'COMPLETED' || result.score != null, {
  error: scheduleEditingMessages.scoreRequired,
  path: ['score'],
});
export type AssessmentResultInput = z.output<typeof assessmentResultSchema>;

/** Ids in scheduling paths: /schedules/{id}, /assessments/codes/{codeId}. */
export const scheduleParamsSchema = objectSchema({ id: idParamSchema });
export const candidateCodeParamsSchema = objectSchema({ codeId: idParamSchema });
