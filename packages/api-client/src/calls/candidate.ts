import type { CandidateStatus } from '@shortlist/domain/enums';
import type {
  applicationStageBodySchema,
  bulkStageBodySchema,
  Candidate,
  candidateUpdateSchema,
  fastTrackBodySchema,
  Interview,
  SearchFilter,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { FormOrJson, JsonObject } from '../client/call-body.ts';
import { toCallBody } from '../client/call-body.ts';

// §7 Candidate: /api/v1/candidate. Reply bodies the spec does not show are typed `unknown`.

export type CandidateUpdateInput = z.input<typeof candidateUpdateSchema>;
export type BulkStageInput = z.input<typeof bulkStageBodySchema>;
export type FastTrackInput = z.input<typeof fastTrackBodySchema>;
export type ApplicationStageInput = z.input<typeof applicationStageBodySchema>;

/** One of the signed-in candidate's applications, as GET /candidate lists them. */
export interface OwnApplicationSummary {
  id: number;
  step: number;
  candidateStatus: CandidateStatus;
  updatedAt: number | null;
  appliedAt: number | null;
  organization: { id: number; name: string; subdomain: string; candidateId: number };
  role: { id: number; name: string; roleType: string; deadline: number | null } | null;
}

/** GET /candidate: the signed-in candidate's own applications (their /applications screen). */
export function listOwnApplications(
  client: ApiClient,
  options?: CallOptions,
): Promise<OwnApplicationSummary[]> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/candidate' });
}

/** GET /candidate/{id}. */
export function fetchCandidate(client: ApiClient, id: PathKey, options?: CallOptions): Promise<Candidate> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: apiPath`/candidate/${id}` });
}

/** PUT /candidate/{id}?maxSteps=n with the candidate. */
export function saveCandidate(
  client: ApiClient,
  params: { id: PathKey; maxSteps: number },
  candidate: CandidateUpdateInput,
  options?: CallOptions,
): Promise<Candidate> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}`,
    query: { maxSteps: params.maxSteps },
    json: candidate,
  });
}

/** PUT /candidate/{id}/cv (the candidate with cv_base64). */
export function uploadCandidateCv(
  client: ApiClient,
  id: PathKey,
  candidate: CandidateUpdateInput,
  options?: CallOptions,
): Promise<Candidate> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/cv`,
    json: candidate,
  });
}

/** PUT /candidate/{id}/submit. */
export function submitCandidate(
  client: ApiClient,
  id: PathKey,
  candidate?: CandidateUpdateInput,
  options?: CallOptions,
): Promise<Candidate> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/submit`,
    ...toCallBody(candidate),
  });
}

/** DELETE /candidate/{id}. */
export async function deleteCandidate(client: ApiClient, id: PathKey, options?: CallOptions): Promise<void> {
  await client.send({ ...options, method: 'DELETE', area: 'authenticated', path: apiPath`/candidate/${id}` });
}

/** POST /candidate/{id}/undo. */
export function undoCandidateChange(client: ApiClient, id: PathKey, options?: CallOptions): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/undo`,
  });
}

/** POST /candidate/{id}/migratex. */
export function migrateCandidate(client: ApiClient, id: PathKey, options?: CallOptions): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/migratex`,
  });
}

/** POST /candidate/{id}/stage/{stageId}/{substageId}/organization/{orgId}. */
export function moveCandidateToStage(
  client: ApiClient,
  params: { id: PathKey; stageId: number; substageId: PathKey; orgId: PathKey },
  options?: CallOptions,
): Promise<unknown> {
  const { id, stageId, substageId, orgId } = params;
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/stage/${stageId}/${substageId}/organization/${orgId}`,
  });
}

/** POST /candidate/{id}/ostage/{stageId}. */
export function moveCandidateToOrganizationStage(
  client: ApiClient,
  params: { id: PathKey; stageId: number },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/ostage/${params.stageId}`,
  });
}

/** GET /candidate/{id}/{x}/getCurrentInterview. */
export function fetchCurrentInterview(
  client: ApiClient,
  params: { id: PathKey; x: PathKey },
  options?: CallOptions,
): Promise<Interview | undefined> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/${params.x}/getCurrentInterview`,
  });
}

/** POST /candidate/bulkstage/{stageId}/{substageId}?assignee=true with ids, substageId, stageId, roleId, resource. */
export function moveCandidatesInBulk(
  client: ApiClient,
  body: BulkStageInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/bulkstage/${body.stageId}/${body.substageId}`,
    query: { assignee: true },
    json: body,
  });
}

/** POST /candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId} with ids and async. */
export function fastTrackCandidates(
  client: ApiClient,
  params: { id: PathKey; substageId: PathKey; stageId: number },
  body: FastTrackInput,
  options?: CallOptions,
): Promise<unknown> {
  const { id, substageId, stageId } = params;
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/fasttrackcandidates/${substageId}/stage/${stageId}`,
    json: body,
  });
}

/** POST /candidate/{id}/copy/{x}. */
export function copyCandidate(
  client: ApiClient,
  params: { id: PathKey; x: PathKey },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/copy/${params.x}`,
  });
}

/** POST /candidate/{id}/assignee/{x}. */
export function assignCandidate(
  client: ApiClient,
  params: { id: PathKey; x: PathKey },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/assignee/${params.x}`,
  });
}

/** POST /candidate/{id}/events/{x}. */
export function addCandidateToEvent(
  client: ApiClient,
  params: { id: PathKey; x: PathKey },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/events/${params.x}`,
  });
}

/** POST /candidate/{id}/applications/{x}/stage/{stageId} with dateApplied. */
export function moveApplicationToStage(
  client: ApiClient,
  params: { id: PathKey; x: PathKey; stageId: number },
  body: ApplicationStageInput,
  options?: CallOptions,
): Promise<unknown> {
  const { id, x, stageId } = params;
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/applications/${x}/stage/${stageId}`,
    json: body,
  });
}

/** POST /candidate/{id}/sessions. */
export function saveCandidateSessions(
  client: ApiClient,
  id: PathKey,
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/sessions`,
    ...toCallBody(body),
  });
}

/** POST /candidate/{id}/session/{sessionId}. */
export function saveCandidateSession(
  client: ApiClient,
  params: { id: PathKey; sessionId: PathKey },
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/session/${params.sessionId}`,
    ...toCallBody(body),
  });
}

/** POST /candidate/{id}/upload/{x}: a file, as a multipart form or base64 JSON. */
export function uploadCandidateFile(
  client: ApiClient,
  params: { id: PathKey; x: PathKey },
  body: FormOrJson,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${params.id}/upload/${params.x}`,
    ...toCallBody(body),
  });
}

/** POST /candidate/{id}/download with the filename: the file itself. */
export function downloadCandidateFile(
  client: ApiClient,
  id: PathKey,
  body: { filename: string },
  options?: CallOptions,
): Promise<Blob> {
  return client.blob({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/download`,
    json: body,
  });
}

/** POST /candidate/{id}/docusign/: starts the e-signature step. */
export function startCandidateDocusign(
  client: ApiClient,
  id: PathKey,
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/docusign/`,
    ...toCallBody(body),
  });
}

/** POST /candidate/{id}/export/ with the search filter: the CSV file (§8 'export:csv'). */
export function exportCandidatesCsv(
  client: ApiClient,
  id: PathKey,
  filter?: Partial<SearchFilter>,
  options?: CallOptions,
): Promise<Blob> {
  return client.blob({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/export/`,
    ...toCallBody(filter),
  });
}

/** GET /candidate/{id}/downloadPhoto: the photo as a file. */
export function downloadCandidatePhoto(client: ApiClient, id: PathKey, options?: CallOptions): Promise<Blob> {
  return client.blob({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/candidate/${id}/downloadPhoto`,
  });
}
