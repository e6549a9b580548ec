import type { CallOptions, OrganizationKey, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { JsonObject } from '../client/call-body.ts';
import type { ScoreInput } from './organization-candidate.ts';

// §7 Public, reviewer links: /api/public, sent with the client's basic authorisation, never a user token.

type ReviewKey = { id: OrganizationKey; token: string; candidateId: PathKey };
const reviewPath = ({ id, token, candidateId }: ReviewKey) =>
  apiPath`/organization/${id}/token/${token}/candidate/${candidateId}`;

/** GET /organization/{id}/token/{token}/candidate/{candidateId}: a candidate a reviewer link shows. */
export function fetchReviewCandidate(
  client: ApiClient,
  key: ReviewKey,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'GET', area: 'public', path: reviewPath(key) });
}

/** POST /organization/{id}/token/{token}/candidate/{candidateId} with a body. */
export function saveReviewCandidate(
  client: ApiClient,
  key: ReviewKey,
  body: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'POST', area: 'public', path: reviewPath(key), json: body });
}

/** POST /organization/{id}/token/{token}/candidate/{candidateId}/score with score and totalScore. */
export function scoreReviewCandidate(
  client: ApiClient,
  key: ReviewKey,
  score: ScoreInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: `${reviewPath(key)}/score`,
    json: score,
  });
}
