import type {
  CandidateProfile,
  candidateProfileSchema,
  contactPreferencesSchema,
  Organization,
  passwordChangeSchema,
  User,
  userUpdateSchema,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, QueryParams } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 User: the signed-in user's own account, under /api/v1.

export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type ContactPreferencesInput = z.input<typeof contactPreferencesSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;

/** GET /user?cookieRequested: the signed-in user with their organisation. */
export function fetchCurrentUser(
  client: ApiClient,
  query: { cookieRequested?: boolean } = {},
  options?: CallOptions,
): Promise<User> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/user', query });
}

/** GET /user/userorganizations?organizationId: the organisations the user may work in. */
export function fetchUserOrganizations(
  client: ApiClient,
  query: { organizationId?: number } = {},
  options?: CallOptions,
): Promise<Organization[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/user/userorganizations',
    query,
  });
}

/** PUT /user. */
export function updateCurrentUser(
  client: ApiClient,
  user: UserUpdateInput,
  options?: CallOptions,
): Promise<User> {
  return client.json({ ...options, method: 'PUT', area: 'authenticated', path: '/user', json: user });
}

/** PUT /user/security: contact preferences. */
export function updateContactPreferences(
  client: ApiClient,
  preferences: ContactPreferencesInput,
  options?: CallOptions,
): Promise<User> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: '/user/security',
    json: preferences,
  });
}

/** PUT /user/password (currentPassword, newPassword). */
export async function changePassword(
  client: ApiClient,
  change: PasswordChangeInput,
  options?: CallOptions,
): Promise<void> {
  await client.send({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: '/user/password',
    json: change,
  });
}

/** DELETE /user/{id}. */
export async function deleteUser(client: ApiClient, id: number, options?: CallOptions): Promise<void> {
  await client.send({ ...options, method: 'DELETE', area: 'authenticated', path: apiPath`/user/${id}` });
}

/** DELETE /user/deleteMe: the signed-in user deletes their own account. */
export async function deleteCurrentUser(client: ApiClient, options?: CallOptions): Promise<void> {
  await client.send({ ...options, method: 'DELETE', area: 'authenticated', path: '/user/deleteMe' });
}

/** POST /user/token: a single-use sign-in token for the signed-in user. */
export function createUserToken(client: ApiClient, options?: CallOptions): Promise<{ token: string }> {
  return client.json({ ...options, method: 'POST', area: 'authenticated', path: '/user/token' });
}

/** POST /user/hrtoken: a sign-in token for a manager, for support (body userId). */
export function createHrToken(
  client: ApiClient,
  body: { userId: number },
  options?: CallOptions,
): Promise<{ token: string }> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: '/user/hrtoken',
    json: body,
  });
}

/** GET /user/profile: the signed-in candidate's own profile (§3 Candidate profile). */
export function fetchCandidateProfile(client: ApiClient, options?: CallOptions): Promise<CandidateProfile> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/user/profile' });
}

/** PUT /user/profile: replaces the signed-in candidate's profile. */
export function updateCandidateProfile(
  client: ApiClient,
  profile: CandidateProfileInput,
  options?: CallOptions,
): Promise<CandidateProfile> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: '/user/profile',
    json: profile,
  });
}

/** GET /user/rareusers. */
export function fetchRareUsers(client: ApiClient, options?: CallOptions): Promise<User[]> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/user/rareusers' });
}

/** POST /candidate/applyc/{id} with query parameters: loads an application from an external source. */
export function loadExternalApplication(
  client: ApiClient,
  id: number | string,
  query: QueryParams = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/candidate/applyc/${id}`,
    query,
  });
}
