import { z } from 'zod';
import { exerciseKinds } from '../assessment/scorecard-terms.ts';
import { isLocalTime } from '../format/working-day.ts';
import { idParamSchema, idSchema } from './common.ts';
import {
  emailField,
  enumField,
  integerField,
  listField,
  objectSchema,
  optionalTextField,
  stringField,
  textField,
} from './fields.ts';
import { stageIdSchema } from './stage.ts';

// Issue 33: an assessment-centre day's set-up (the day, rooms, exercises, candidates, assessors and their
// conflicts), and the hand edits of its rota.

export const assessmentCentreMessages = {
  day: 'Give the day as a date, such as 2027-03-16.',
  startTime: 'Give the start as HH:MM on a 24-hour clock, such as 09:00.',
  room: 'Choose rooms from this day’s list.',
  roomOrVideo: 'Choose the rooms this exercise may use, or give its video link.',
  longerThanRound: 'An exercise cannot run longer than a round.',
  assessor: 'Choose a user of your organisation or give the outside assessor’s email, not both.',
  duplicateAssessor: 'This assessor is on the list already.',
  duplicateRoom: 'Each room needs a name of its own.',
  link: 'Give the video link as a full https:// address.',
  notAtStage: 'Choose candidates of this role at the centre’s stage.',
  kitOfRole: 'Choose an interview kit of this role.',
  managerOfOrganisation: 'Choose a manager of your organisation.',
  conflictNotAttending: 'Choose candidates attending this day.',
  notInSitting: 'This candidate is not in that sitting.',
  sameExercise: 'Move a candidate to another sitting of the same exercise.',
  assessorNotInSitting: 'This assessor is not in that sitting.',
  assessorOfDay: 'Choose one of this day’s assessors.',
  generateFirst: 'Generate the rota before publishing it.',
} as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) =>
  dayPattern.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const isHttpsLink = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The day itself: when, where, and how its rounds run. */
const dayShape = {
  name: textField(120),
  day: stringField().refine(isCalendarDay, { error: assessmentCentreMessages.day }),
  startTime: stringField().refine(isLocalTime, { error: assessmentCentreMessages.startTime }),
  roundMinutes: integerField(5, 480),
  breakMinutes: integerField(0, 120),
  location: optionalTextField(300).transform((value) => value ?? ''),
};

/** POST /organization/{orgId}/roles/{roleId}/assessment-centres: a new day at a stage of the role. */
export const assessmentCentreCreateSchema = objectSchema({ ...dayShape, stageId: stageIdSchema });
export type AssessmentCentreCreate = z.output<typeof assessmentCentreCreateSchema>;

const exerciseSchema = objectSchema({
  kind: enumField(exerciseKinds),
  name: textField(120),
  kitId: idSchema.nullish().transform((value) => value ?? null),
  minutes: integerField(5, 480),
  candidatesPerSession: integerField(1, 200),
  assessorsPerSession: integerField(1, 10),
  /** Room names from the day's list. */
  rooms: listField(textField(80), 0, 50).default([]),
  videoLink: optionalTextField(500)
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpsLink(value), { error: assessmentCentreMessages.link }),
});

const assessorSchema = objectSchema({
  userId: idSchema.nullish().transform((value) => value ?? null),
  email: emailField()
    .nullish()
    .transform((value) => value || null),
  /** An outside assessor's name; a user's comes from their account. */
  name: optionalTextField(120).transform((value) => value ?? ''),
  /** Positions in `exercises` they may assess; absent or null for any. */
  exercises: listField(integerField(0, 49), 0, 50)
    .nullish()
    .transform((value) => value ?? null),
  /** Candidates they must never assess. */
  conflictCandidateIds: listField(idSchema, 0, 500).default([]),
});

/** PUT /organization/{orgId}/assessment-centres/{centreId}: the whole set-up, replacing the rota. */
export const assessmentCentreSetupSchema = objectSchema({
  ...dayShape,
  rooms: listField(textField(80), 0, 50),
  exercises: listField(exerciseSchema, 1, 50),
  candidateIds: listField(idSchema, 0, 500),
  assessors: listField(assessorSchema, 0, 200),
}).superRefine((setup, context) => {
  const rooms = setup.rooms.map((room) => room.toLowerCase());
  rooms.forEach((room, index) => {
    if (rooms.indexOf(room) !== index) {
      context.addIssue({
        code: 'custom',
        path: ['rooms', index],
        message: assessmentCentreMessages.duplicateRoom,
      });
    }
  });
  setup.exercises.forEach((exercise, index) => {
    if (exercise.minutes > setup.roundMinutes) {
      const path = ['exercises', index, 'minutes'];
      context.addIssue({ code: 'custom', path, message: assessmentCentreMessages.longerThanRound });
    }
    if (exercise.rooms.some((room) => !rooms.includes(room.toLowerCase()))) {
      const path = ['exercises', index, 'rooms'];
      context.addIssue({ code: 'custom', path, message: assessmentCentreMessages.room });
    }
    if (exercise.rooms.length === 0 && exercise.videoLink === null) {
      const path = ['exercises', index, 'rooms'];
      context.addIssue({ code: 'custom', path, message: assessmentCentreMessages.roomOrVideo });
    }
  });
  const seen = new Set<string>();
  setup.assessors.forEach((assessor, index) => {
    if ((assessor.userId === null) === (assessor.email === null)) {
      const path = ['assessors', index, 'email'];
      context.addIssue({ code: 'custom', path, message: assessmentCentreMessages.assessor });
      return;
    }
    const key = assessor.userId === null ? `email:${assessor.email}` : `user:${assessor.userId}`;
    if (seen.has(key)) {
      const path = ['assessors', index, assessor.userId === null ? 'email' : 'userId'];
      context.addIssue({ code: 'custom', path, message: assessmentCentreMessages.duplicateAssessor });
    }
    seen.add(key);
    (assessor.exercises ?? []).forEach((position, at) => {
      if (position >= setup.exercises.length) {
        const path = ['assessors', index, 'exercises', at];
        context.addIssue({ code: 'custom', path, message: 'Choose exercises of this day.' });
      }
    });
  });
});
export type AssessmentCentreSetup = z.output<typeof assessmentCentreSetupSchema>;
/** What a caller sends: optional parts may be left out. */
export type AssessmentCentreSetupInput = z.input<typeof assessmentCentreSetupSchema>;

/** POST .../rota/moves: move a candidate between sittings of an exercise, or put another assessor in a sitting. */
export const rotaMoveSchema = z.discriminatedUnion(
  'kind',
  [
    objectSchema({
      kind: z.literal('candidate'),
      candidateId: idSchema,
      fromSessionId: idSchema,
      toSessionId: idSchema,
    }),
    objectSchema({
      kind: z.literal('assessor'),
      sessionId: idSchema,
      assessorKey: textField(330),
      replacementKey: textField(330),
    }),
  ],
  { error: 'Say what to move: a candidate or an assessor.' },
);
export type RotaMove = z.output<typeof rotaMoveSchema>;

export const roleAssessmentCentresParamsSchema = objectSchema({
  orgId: idParamSchema,
  roleId: idParamSchema,
});
export const assessmentCentreParamsSchema = objectSchema({ orgId: idParamSchema, centreId: idParamSchema });
