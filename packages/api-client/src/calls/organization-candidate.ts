import type {
  Candidate,
  notePayloadSchema,
  ScorePayload,
  scorePayloadSchema,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { FormOrJson, JsonObject } from '../client/call-body.ts';
import { toCallBody } from '../client/call-body.ts';

// §7 Organisation-scoped candidate calls: /api/v1/organization/{orgId}/candidate/{id}/...

export type NoteInput = z.input<typeof notePayloadSchema>;
export type ScoreInput = z.input<typeof scorePayloadSchema>;

/** The organisation and the candidate a call is about. */
export type OrganizationCandidateKey = { orgId: PathKey; id: PathKey };

const base = ({ orgId, id }: OrganizationCandidateKey) => apiPath`/organization/${orgId}/candidate/${id}`;

/** GET /organization/{orgId}/candidate/{id}. */
export function fetchOrganizationCandidate(
  client: ApiClient,
  key: OrganizationCandidateKey,
  options?: CallOptions,
): Promise<Candidate> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: base(key) });
}

/** GET .../contact/{x}?page=n: messages exchanged with the candidate. */
export function fetchCandidateContacts(
  client: ApiClient,
  key: OrganizationCandidateKey & { x: PathKey; page?: number },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: `${base(key)}${apiPath`/contact/${key.x}`}`,
    query: { page: key.page ?? 0 },
  });
}

/** POST .../documentType/{x}/{y}. */
export function setCandidateDocumentType(
  client: ApiClient,
  key: OrganizationCandidateKey & { x: PathKey; y: PathKey },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: `${base(key)}${apiPath`/documentType/${key.x}/${key.y}`}`,
  });
}

/** POST .../upload: a document, as a multipart form or base64 JSON. */
export function uploadCandidateDocument(
  client: ApiClient,
  key: OrganizationCandidateKey,
  body: FormOrJson,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: `${base(key)}/upload`,
    ...toCallBody(body),
  });
}

/** DELETE .../upload/{x}. */
export async function deleteCandidateDocument(
  client: ApiClient,
  key: OrganizationCandidateKey & { x: PathKey },
  options?: CallOptions,
): Promise<void> {
  await client.send({
    ...options,
    method: 'DELETE',
    area: 'authenticated',
    path: `${base(key)}${apiPath`/upload/${key.x}`}`,
  });
}

/** GET .../download/{docId}: the document as a file. */
export function downloadCandidateDocument(
  client: ApiClient,
  key: OrganizationCandidateKey & { docId: PathKey },
  options?: CallOptions,
): Promise<Blob> {
  return client.blob({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: `${base(key)}${apiPath`/download/${key.docId}`}`,
  });
}

/** POST .../download/{docId}: the document as a file, for a request that sends a body. */
export function requestCandidateDocumentDownload(
  client: ApiClient,
  key: OrganizationCandidateKey & { docId: PathKey },
  body?: JsonObject,
  options?: CallOptions,
): Promise<Blob> {
  return client.blob({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: `${base(key)}${apiPath`/download/${key.docId}`}`,
    ...toCallBody(body),
  });
}

/** PUT .../adjustment with adjustment. */
export function updateCandidateAdjustment(
  client: ApiClient,
  key: OrganizationCandidateKey,
  body: { adjustment: string | null },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}/adjustment`,
    json: body,
  });
}

/** PUT .../note/{noteId} with comment: edits a note. */
export function updateCandidateNote(
  client: ApiClient,
  key: OrganizationCandidateKey & { noteId: PathKey },
  note: NoteInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}${apiPath`/note/${key.noteId}`}`,
    json: note,
  });
}

/** PUT .../note with comment: adds a note. */
export function addCandidateNote(
  client: ApiClient,
  key: OrganizationCandidateKey,
  note: NoteInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}/note`,
    json: note,
  });
}

/** PUT .../comment with comment. */
export function updateCandidateComment(
  client: ApiClient,
  key: OrganizationCandidateKey,
  comment: NoteInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}/comment`,
    json: comment,
  });
}

/** PUT .../score with score and totalScore. */
export function saveCandidateScore(
  client: ApiClient,
  key: OrganizationCandidateKey,
  score: ScoreInput,
  options?: CallOptions,
): Promise<ScorePayload> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}/score`,
    json: score,
  });
}

/** GET .../score. */
export function fetchCandidateScore(
  client: ApiClient,
  key: OrganizationCandidateKey,
  options?: CallOptions,
): Promise<ScorePayload> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: `${base(key)}/score` });
}

/** PUT .../match. */
export function matchCandidate(
  client: ApiClient,
  key: OrganizationCandidateKey,
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}/match`,
    ...toCallBody(body),
  });
}

/** DELETE .../match. */
export async function unmatchCandidate(
  client: ApiClient,
  key: OrganizationCandidateKey,
  options?: CallOptions,
): Promise<void> {
  await client.send({ ...options, method: 'DELETE', area: 'authenticated', path: `${base(key)}/match` });
}

/** PUT .../update. */
export function updateOrganizationCandidate(
  client: ApiClient,
  key: OrganizationCandidateKey,
  body: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: `${base(key)}/update`,
    json: body,
  });
}
