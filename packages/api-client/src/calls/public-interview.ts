import type { Interview, interviewSchema } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 Public, interviews: /api/public, sent with the client's basic authorisation, never a user token.

export type InterviewBookingInput = z.input<typeof interviewSchema>;

/** GET /interview/{id}: the interview a candidate schedules. */
export function fetchInterview(client: ApiClient, id: PathKey, options?: CallOptions): Promise<Interview> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/interview/${id}` });
}

/**
 * PUT /interview/{token} with the invitation id and selectedTime: books a slot. The path names the
 * invitation link's token, the body the invitation the candidate read from it.
 */
export function bookInterview(
  client: ApiClient,
  token: string,
  booking: InterviewBookingInput,
  options?: CallOptions,
): Promise<Interview> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'public',
    path: apiPath`/interview/${token}`,
    json: booking,
  });
}
