import type { ScorePayload } from '../schemas/index.ts';
import type { Stage } from '../stages/index.ts';
import type { UndoneStageMoves } from './candidates.ts';
import type {
  CandidateNote,
  OrganizationCandidateView,
  ReviewerInvitationResult,
  ReviewerQueue,
  ScreeningDecisionResult,
  ScreeningQueue,
  StageHistoryEntry,
} from './organization-candidate.ts';
import { defineRoute, emptyReply, fileReply, jsonReply } from './route.ts';

export type * from './organization-candidate.ts';

// Pipeline: a manager moving candidates through the stages (/api/v1/candidate, §7 Candidate), a manager's
// calls on one application (/api/v1/organization/{orgId}/candidate/{id}), and an outside reviewer's link.

const tag = 'Pipeline';

export const moveCandidateToStage = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/stage/{stageId}/{substageId}/organization/{orgId}',
  summary: 'Moves one application to a stage and sub-stage of its organisation.',
  tag,
  params: 'candidateStageParamsSchema',
  body: 'stageMoveBodySchema',
  reply: jsonReply<unknown>(),
});

export const moveCandidateToOrganizationStage = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/ostage/{stageId}',
  summary: 'Moves one application to a stage, at the stage’s default sub-stage.',
  tag,
  params: 'candidateOrganizationStageParamsSchema',
  body: 'stageMoveBodySchema',
  reply: jsonReply<unknown>(),
});

/** What a bulk move or fast-track by ids did: the ids moved and the batch that undoes them. */
export interface BulkMoveReply {
  moved: number;
  ids: number[];
  /** Shared by the history rows of this action; POST /candidate/{id}/undo undoes the whole batch. */
  batchId: string;
}

/** A fast-track answers the move, or with async 202 and how many were accepted. */
export type FastTrackReply = BulkMoveReply | { accepted: number };

export const moveCandidatesInBulk = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/bulkstage/{stageId}/{substageId}',
  summary: 'Moves the chosen applications of a role to a stage; ?assignee=true assigns them to the caller.',
  tag,
  params: 'bulkStageParamsSchema',
  query: 'bulkStageQuerySchema',
  body: 'bulkStageBodySchema',
  reply: jsonReply<BulkMoveReply>(),
});

export const fastTrackCandidates = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId}',
  summary: 'Fast-tracks applications to a stage; with async the reply is 202 and messages follow.',
  tag,
  params: 'fastTrackParamsSchema',
  body: 'fastTrackBodySchema',
  reply: jsonReply<FastTrackReply>(),
});

export const assignCandidate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/assignee/{userId}',
  summary: 'Assigns a manager of the organisation to the application.',
  tag,
  params: 'candidateAssigneeParamsSchema',
  reply: jsonReply<unknown>(),
});

export const unassignCandidate = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/candidate/{id}/assignee/{userId}',
  summary: 'Removes a manager from the application’s assignees.',
  tag,
  params: 'candidateAssigneeParamsSchema',
  reply: jsonReply<unknown>(),
});

export const moveApplicationToStage = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/applications/{roleId}/stage/{stageId}',
  summary: 'Records the candidate’s application to a role at a stage (201 when new), with its date.',
  tag,
  params: 'applicationStageParamsSchema',
  body: 'applicationStageBodySchema',
  reply: jsonReply<unknown>(),
});

export const copyCandidate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/copy/{roleId}',
  summary: 'Copies the application to another role of the organisation.',
  tag,
  params: 'candidateRoleParamsSchema',
  reply: jsonReply<unknown>(),
});

export const fetchCandidateHistory = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/candidate/{id}/history',
  summary: 'The application’s stage moves, newest first.',
  tag,
  params: 'candidateParamsSchema',
  reply: jsonReply<StageHistoryEntry[]>(),
});

export const undoCandidateMove = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/undo-move',
  summary:
    'Undoes the caller’s latest stage move of this one application, made within 30 minutes, and cancels its messages still waiting; the rest of the move’s batch keeps its place.',
  tag,
  params: 'candidateParamsSchema',
  reply: jsonReply<UndoneStageMoves>(),
});

/** A stage of the organisation's pipeline with its name and the sub-stages shown for it. */
export type OrganizationStage = Stage & { name: string | null };

export const listOrganizationStages = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/stages',
  summary: 'The organisation’s stages and sub-stages, or those one role uses.',
  tag,
  params: 'organizationStagesParamsSchema',
  query: 'organizationStagesQuerySchema',
  reply: jsonReply<OrganizationStage[]>(),
});

export const fetchOrganizationCandidate = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}',
  summary: 'The candidate record of one application: person, answers, stage, documents.',
  tag,
  params: 'organizationCandidateParamsSchema',
  reply: jsonReply<OrganizationCandidateView>(),
});

export const fetchCandidateContacts = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/contact/{channel}',
  summary: 'Messages sent to the candidate on one channel (or ALL), a page at a time.',
  tag,
  params: 'organizationCandidateContactParamsSchema',
  query: 'contactHistoryQuerySchema',
  reply: jsonReply<unknown>(),
});

export const updateCandidateAdjustment = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/adjustment',
  summary: 'Sets or clears the reasonable adjustments the candidate needs.',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'adjustmentPayloadSchema',
  reply: jsonReply<unknown>(),
});

export const matchCandidate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/match',
  summary: 'Marks the application as matched.',
  tag,
  params: 'organizationCandidateParamsSchema',
  reply: jsonReply<unknown>(),
});

export const unmatchCandidate = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/match',
  summary: 'Clears the application’s matched mark.',
  tag,
  params: 'organizationCandidateParamsSchema',
  reply: jsonReply<unknown>(),
});

export const updateOrganizationCandidate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/update',
  summary: 'Corrects the person’s names, email or mobile on the application.',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'candidatePersonUpdateSchema',
  reply: jsonReply<unknown>(),
});

export const uploadCandidateDocument = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/upload',
  summary: 'Adds a document: a multipart form with a `file` part and its documentType.',
  tag,
  params: 'organizationCandidateParamsSchema',
  bodyType: 'multipart',
  reply: jsonReply<unknown>(),
});

export const uploadCandidateDocumentOfKind = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/upload/{kind}',
  summary: 'Adds a document of the kind the path names: a multipart form with a `file` part.',
  tag,
  params: 'organizationCandidateUploadParamsSchema',
  bodyType: 'multipart',
  reply: jsonReply<unknown>(),
});

export const deleteCandidateDocument = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/upload/{docId}',
  summary: 'Removes one of the candidate’s documents.',
  tag,
  params: 'organizationCandidateDocumentParamsSchema',
  reply: emptyReply,
});

export const setCandidateDocumentType = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/documentType/{docId}/{type}',
  summary: 'Changes the kind of one of the candidate’s documents.',
  tag,
  params: 'organizationCandidateDocumentTypeParamsSchema',
  reply: jsonReply<unknown>(),
});

export const downloadCandidateDocument = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/download/{docId}',
  summary: 'One of the candidate’s documents.',
  tag,
  params: 'organizationCandidateDocumentParamsSchema',
  reply: fileReply,
});

export const requestCandidateDocumentDownload = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/download/{docId}',
  summary: 'The same download as GET, for a caller that posts.',
  tag,
  params: 'organizationCandidateDocumentParamsSchema',
  reply: fileReply,
});

export const listCandidateNotes = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/notes',
  summary: 'The notes and comments on the application, newest first.',
  tag,
  params: 'organizationCandidateParamsSchema',
  reply: jsonReply<CandidateNote[]>(),
});

export const addCandidateNote = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/note',
  summary: 'Adds a note to the application.',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'notePayloadSchema',
  reply: jsonReply<unknown>(),
});

export const updateCandidateComment = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/comment',
  summary: 'Adds a comment to the application.',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'notePayloadSchema',
  reply: jsonReply<unknown>(),
});

export const updateCandidateNote = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{cid}/note/{noteId}',
  summary: 'Edits a note of the application.',
  tag,
  params: 'organizationCandidateNoteParamsSchema',
  body: 'notePayloadSchema',
  reply: jsonReply<unknown>(),
});

export const fetchCandidateScore = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/score',
  summary: 'The application’s overall score and its metric scores by stage.',
  tag,
  params: 'organizationCandidateParamsSchema',
  reply: jsonReply<ScorePayload>(),
});

export const saveCandidateScore = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/score',
  summary: 'Sets the application’s overall score (score out of totalScore).',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'scorePayloadSchema',
  reply: jsonReply<ScorePayload>(),
});

export const saveCandidateStageScores = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/score/{stageId}',
  summary: 'Scores the metrics of one stage, one entry per metric.',
  tag,
  params: 'organizationCandidateStageScoreParamsSchema',
  body: 'metricScoresPayloadSchema',
  reply: jsonReply<unknown>(),
});

export const fetchReviewCandidate = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/token/{token}/candidate/{candidateId}',
  summary: 'A candidate an outside reviewer’s link shows.',
  tag,
  params: 'reviewCandidateParamsSchema',
  reply: jsonReply<unknown>(),
});

export const saveReviewCandidate = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/organization/{id}/token/{token}/candidate/{candidateId}',
  summary: 'An outside reviewer’s recommendation and comment on the candidate.',
  tag,
  params: 'reviewCandidateParamsSchema',
  body: 'reviewerFeedbackSchema',
  reply: jsonReply<unknown>(),
});

export const scoreReviewCandidate = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/organization/{id}/token/{token}/candidate/{candidateId}/score',
  summary: 'An outside reviewer’s score of the candidate (score out of totalScore).',
  tag,
  params: 'reviewCandidateParamsSchema',
  body: 'scorePayloadSchema',
  reply: jsonReply<unknown>(),
});

export const deleteCandidateNote = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{cid}/note/{noteId}',
  summary: 'Deletes a note or comment the caller wrote.',
  tag,
  params: 'organizationCandidateNoteParamsSchema',
  reply: emptyReply,
});

export const revealCandidate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/reveal',
  summary: 'A manager admin lifts blind review from the application, with a reason (audited).',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'revealCandidateSchema',
  reply: jsonReply<OrganizationCandidateView>(),
});

export const listScreeningQueue = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/screening',
  summary: 'The candidates waiting at the application-screen stages (§4: 1, 28, 29), oldest first.',
  tag,
  params: 'screeningParamsSchema',
  query: 'screeningQueueQuerySchema',
  reply: jsonReply<ScreeningQueue>(),
});

export const decideScreening = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/screening/{id}',
  summary: 'Progresses, rejects or holds the candidate being screened.',
  tag,
  params: 'organizationCandidateParamsSchema',
  body: 'screeningDecisionSchema',
  reply: jsonReply<ScreeningDecisionResult>(),
});

export const inviteReviewers = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/reviewers',
  summary: 'Emails outside reviewers (of the review domains) a screening link to the candidates named.',
  tag,
  params: 'screeningParamsSchema',
  body: 'reviewerInvitationSchema',
  reply: jsonReply<ReviewerInvitationResult>(),
});

export const fetchReviewerQueue = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/token/{token}/candidates',
  summary: 'The candidates an outside reviewer’s link opens, with which they have reviewed.',
  tag,
  params: 'reviewQueueParamsSchema',
  reply: jsonReply<ReviewerQueue>(),
});
