import type { ExerciseKind } from '../assessment/scorecard-terms.ts';
import { defineRoute, jsonReply } from './route.ts';

// Issue 33: assessment-centre days of a role, their rota (generated, edited by hand) and the publishing of
// everyone's schedule. Any manager of the organisation reads; manager admins build and publish (audited).

const tag = 'Assessment centres';

export interface AssessmentCentreSummary {
  id: number;
  roleId: number;
  stageId: number;
  name: string;
  day: string;
  startTime: string;
  location: string;
  candidates: number;
  exercises: number;
  assessors: number;
  generatedAt: string | null;
  publishedAt: string | null;
}

/** A candidate as the centre shows them: by name, or by number where their stage is blind. */
export interface CentreCandidate {
  id: number;
  name: string;
  blind: boolean;
}

export interface CentreExercise {
  id: number;
  kind: ExerciseKind;
  name: string;
  kitId: number | null;
  minutes: number;
  candidatesPerSession: number;
  assessorsPerSession: number;
  roomIds: number[];
  videoLink: string | null;
}

export interface CentreAssessor {
  key: string;
  userId: number | null;
  email: string;
  name: string;
  exerciseIds: number[] | null;
  conflictCandidateIds: number[];
}

export interface CentreSession {
  id: number;
  round: number;
  exerciseId: number;
  roomId: number | null;
  startAt: string;
  endAt: string;
  candidateIds: number[];
  assessorKeys: string[];
}

export interface AssessmentCentreView {
  id: number;
  roleId: number;
  roleName: string;
  stageId: number;
  name: string;
  day: string;
  startTime: string;
  roundMinutes: number;
  breakMinutes: number;
  location: string;
  /** The organisation's zone, which the day and its times are read in. */
  timeZone: string;
  rooms: { id: number; name: string }[];
  exercises: CentreExercise[];
  candidates: CentreCandidate[];
  assessors: CentreAssessor[];
  sessions: CentreSession[];
  rounds: number;
  generatedAt: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** What the set-up may choose from: the role's candidates at the stage, the organisation's managers, kits. */
  choices: {
    candidates: CentreCandidate[];
    users: { id: number; name: string; email: string }[];
    kits: { id: number; name: string; stageId: number }[];
  };
}

/** Who publishing would tell now, and a sample of each kind of email, before anything is sent. */
export interface AssessmentCentrePublishPreview {
  recipients: {
    personKey: string;
    kind: 'assessor' | 'candidate';
    name: string;
    sessions: number;
    /** False when they were sent this very schedule already: publishing again leaves them be. */
    changed: boolean;
  }[];
  toSend: number;
  samples: { kind: 'assessor' | 'candidate'; recipient: string; subject: string; body: string }[];
}

export interface AssessmentCentrePublished {
  sent: number;
  assessors: number;
  candidates: number;
  /** Draft scorecards made for the sittings (one per assessor, candidate and exercise). */
  scorecards: number;
}

export const listRoleAssessmentCentres = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/assessment-centres',
  summary: 'The assessment-centre days of a role.',
  tag,
  params: 'roleAssessmentCentresParamsSchema',
  reply: jsonReply<AssessmentCentreSummary[]>(),
});

export const createAssessmentCentre = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/assessment-centres',
  summary: 'Starts an assessment-centre day for a stage of the role (manager admins).',
  tag,
  params: 'roleAssessmentCentresParamsSchema',
  body: 'assessmentCentreCreateSchema',
  reply: jsonReply<AssessmentCentreView>(),
});

export const getAssessmentCentre = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/assessment-centres/{centreId}',
  summary: 'An assessment-centre day: its set-up, its rota and what it may choose from.',
  tag,
  params: 'assessmentCentreParamsSchema',
  reply: jsonReply<AssessmentCentreView>(),
});

export const saveAssessmentCentreSetup = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/assessment-centres/{centreId}',
  summary: 'Sets up the day: rooms, exercises, candidates and assessors; clears its rota (manager admins).',
  tag,
  params: 'assessmentCentreParamsSchema',
  body: 'assessmentCentreSetupSchema',
  reply: jsonReply<AssessmentCentreView>(),
});

export const generateAssessmentCentreRota = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/assessment-centres/{centreId}/rota',
  summary: 'Generates the rota: every candidate in every exercise once, without clashes (manager admins).',
  tag,
  params: 'assessmentCentreParamsSchema',
  reply: jsonReply<AssessmentCentreView>(),
});

export const moveInAssessmentCentreRota = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/assessment-centres/{centreId}/rota/moves',
  summary: 'Moves a candidate to another sitting, or puts another assessor in one; refused if it clashes.',
  tag,
  params: 'assessmentCentreParamsSchema',
  body: 'rotaMoveSchema',
  reply: jsonReply<AssessmentCentreView>(),
});

export const previewAssessmentCentrePublish = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/assessment-centres/{centreId}/publish/preview',
  summary: 'Who publishing would email their schedule, with a sample of each email; sends nothing.',
  tag,
  params: 'assessmentCentreParamsSchema',
  reply: jsonReply<AssessmentCentrePublishPreview>(),
});

export const publishAssessmentCentre = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/assessment-centres/{centreId}/publish',
  summary:
    'Emails each assessor and candidate whose schedule is new or changed, with an .ics (manager admins).',
  tag,
  params: 'assessmentCentreParamsSchema',
  reply: jsonReply<AssessmentCentrePublished>(),
});
