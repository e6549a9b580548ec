import type { Candidate, Interview, OwnApplicationSummary } from '../schemas/index.ts';
import { defineRoute, emptyReply, fileReply, jsonReply } from './route.ts';

// Candidates: a candidate's own application under /api/v1/candidate (§7 Candidate), its files, and a
// manager's reads and deletes of it.

const tag = 'Candidates';

export const loadExternalApplication = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/applyc/{roleId}',
  summary: 'Starts the signed-in candidate’s application to a role, or answers the one already started.',
  tag,
  params: 'candidateApplyParamsSchema',
  query: 'candidateApplyQuerySchema',
  reply: jsonReply<unknown>(),
});

export const listOwnApplications = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/candidate',
  summary: 'The signed-in candidate’s own applications, newest change first (/applications).',
  tag,
  reply: jsonReply<OwnApplicationSummary[]>(),
});

export const fetchCandidate = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/candidate/{id}',
  summary: 'One application with its candidate.',
  tag,
  params: 'candidateParamsSchema',
  reply: jsonReply<Candidate>(),
});

export const saveCandidate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/candidate/{id}',
  summary: 'Saves a step of the application (uploads as base64) and moves it on, up to maxSteps.',
  tag,
  params: 'candidateParamsSchema',
  query: 'candidateUpdateQuerySchema',
  body: 'candidateUpdateSchema',
  reply: jsonReply<Candidate>(),
});

export const submitCandidate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/candidate/{id}/submit',
  summary: 'Saves the last changes and hands the application in.',
  tag,
  params: 'candidateParamsSchema',
  body: 'candidateUpdateSchema',
  reply: jsonReply<Candidate>(),
});

export const withdrawCandidate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/withdraw',
  summary: 'The signed-in candidate withdraws their own application, with an optional reason.',
  tag,
  params: 'candidateParamsSchema',
  body: 'candidateWithdrawBodySchema',
  reply: jsonReply<OwnApplicationSummary>(),
});

export const deleteCandidate = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/candidate/{id}',
  summary: 'Deletes an application (its candidate, or a manager of its organisation).',
  tag,
  params: 'candidateParamsSchema',
  reply: emptyReply,
});

/** An undone stage move: how many candidates went back, and the batch they came back from. */
export interface UndoneStageMoves {
  undone: number;
  batchId: string;
  /** Messages of the batch still waiting (held or scheduled), now cancelled: they will never be sent. */
  cancelledMessages: number;
  /** Messages of the batch already handed over for delivery (or being delivered): they have gone. */
  goneMessages: number;
}

export const undoCandidateChange = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/undo',
  summary:
    'Restores an application deleted within the restore window; otherwise undoes the caller’s last stage move of it (its whole batch) made within 30 minutes.',
  tag,
  params: 'candidateParamsSchema',
  reply: jsonReply<Candidate | UndoneStageMoves>(),
});

export const migrateCandidate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/migratex',
  summary: 'Moves the application to another role of the same organisation.',
  tag,
  params: 'candidateParamsSchema',
  body: 'candidateMigrateBodySchema',
  reply: jsonReply<unknown>(),
});

export const fetchCurrentInterview = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/candidate/{id}/{x}/getCurrentInterview',
  summary: 'The interview of one scheduling type the application is invited to or booked on.',
  tag,
  params: 'candidateInterviewParamsSchema',
  reply: jsonReply<Interview | undefined>(),
});

export const addCandidateToEvent = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/events/{eventId}',
  summary: 'Registers the application’s candidate for an event.',
  tag,
  params: 'candidateEventParamsSchema',
  reply: jsonReply<unknown>(),
});

export const listCandidateSessions = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/sessions',
  summary: 'The event sessions the application’s candidate is registered for.',
  tag,
  params: 'candidateParamsSchema',
  reply: jsonReply<unknown>(),
});

export const fetchCandidateSession = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/candidate/{id}/session/{sessionId}',
  summary: 'One event session the application’s candidate is registered for.',
  tag,
  params: 'candidateSessionParamsSchema',
  reply: jsonReply<unknown>(),
});

export const fetchCandidateSessionByPost = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/session/{sessionId}',
  summary: 'The same read as GET, with the verb the shared API client uses.',
  tag,
  params: 'candidateSessionParamsSchema',
  reply: jsonReply<unknown>(),
});

export const cancelCandidateSession = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/candidate/{id}/session/{sessionId}',
  summary: 'Cancels the candidate’s registration for an event session.',
  tag,
  params: 'candidateSessionParamsSchema',
  reply: emptyReply,
});

export const startCandidateDocusign = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/docusign/',
  summary: 'Records the e-signature provider’s return: the envelope and whether it was signed.',
  tag,
  params: 'candidateParamsSchema',
  body: 'signatureReturnBodySchema',
  reply: jsonReply<unknown>(),
});

export const uploadCandidateCv = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/candidate/{id}/cv',
  summary: 'Uploads the CV: a multipart `file` part, or JSON with cv_base64 and fileName.',
  tag,
  params: 'candidateParamsSchema',
  bodyType: 'multipart',
  reply: jsonReply<Candidate>(),
});

export const uploadCandidateFile = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/upload/{kind}',
  summary: 'Uploads a document of a kind: a multipart `file` part, or JSON with base64 and fileName.',
  tag,
  params: 'candidateUploadParamsSchema',
  bodyType: 'multipart',
  reply: jsonReply<unknown>(),
});

export const downloadCandidateFile = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/download',
  summary: 'One of the application’s files, by name.',
  tag,
  params: 'candidateParamsSchema',
  body: 'candidateDownloadBodySchema',
  reply: fileReply,
});

export const downloadCandidatePhoto = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/candidate/{id}/downloadPhoto',
  summary: 'The candidate’s photo.',
  tag,
  params: 'candidateParamsSchema',
  reply: fileReply,
});
