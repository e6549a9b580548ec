import type {
  confirmAccountSchema,
  EventSummary,
  eventCheckInSchema,
  eventRegistrationSchema,
  forgotPasswordSchema,
  Interview,
  interviewSchema,
  Organization,
  Page,
  publicRoleFiltersSchema,
  Role,
  resetPasswordSchema,
  signupSchema,
  User,
  verifyEmailSchema,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { JsonObject } from '../client/call-body.ts';
import { toCallBody } from '../client/call-body.ts';
import type { ScoreInput } from './organization-candidate.ts';
import type { ReferenceItem } from './reference-data.ts';

// §7 Public: /api/public, sent with the client's basic authorisation, never a user token.

export type SignupInput = z.input<typeof signupSchema>;
export type ConfirmAccountInput = z.input<typeof confirmAccountSchema>;
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type InterviewBookingInput = z.input<typeof interviewSchema>;
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventCheckInInput = z.input<typeof eventCheckInSchema>;
export type PublicRoleFiltersInput = z.input<typeof publicRoleFiltersSchema>;
export type OnBoardingInput = {
  token: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
};
/** GET /universities query: countryBase defaults to UK (§7). */
export type UniversitySearchInput = { term?: string; countryBase?: string; countryId?: string | number };

type Key = number | string;
/** An organisation by numeric id or subdomain, as the public calls accept either. */
type OrganizationKey = number | string;

/** POST /signup. */
export function signUp(client: ApiClient, signup: SignupInput, options?: CallOptions): Promise<User> {
  return client.json({ ...options, method: 'POST', area: 'public', path: '/signup', json: signup });
}

/** POST /signup/userOnBoarding: completes an account a manager created. */
export function completeOnBoarding(
  client: ApiClient,
  body: OnBoardingInput,
  options?: CallOptions,
): Promise<User> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: '/signup/userOnBoarding',
    json: body,
  });
}

/** GET /userOnBoarding?token. */
export function fetchOnBoardingUser(client: ApiClient, token: string, options?: CallOptions): Promise<User> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/userOnBoarding',
    query: { token },
  });
}

/** POST /confirm with token and candidateId. */
export function confirmAccount(
  client: ApiClient,
  body: ConfirmAccountInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'POST', area: 'public', path: '/confirm', json: body });
}

/** POST /verifyEmail with token. */
export function verifyEmail(
  client: ApiClient,
  body: VerifyEmailInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'POST', area: 'public', path: '/verifyEmail', json: body });
}

/** POST /forgot with email. */
export async function requestPasswordReset(
  client: ApiClient,
  body: ForgotPasswordInput,
  options?: CallOptions,
): Promise<void> {
  await client.send({ ...options, method: 'POST', area: 'public', path: '/forgot', json: body });
}

/** POST /reset with newPassword and token. */
export async function resetPassword(
  client: ApiClient,
  body: ResetPasswordInput,
  options?: CallOptions,
): Promise<void> {
  await client.send({ ...options, method: 'POST', area: 'public', path: '/reset', json: body });
}

/** GET /user?token: the user of an account token. */
export function fetchUserByAccountToken(
  client: ApiClient,
  token: string,
  options?: CallOptions,
): Promise<User> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/user', query: { token } });
}

/** GET /userp?token: the user of a password-reset token. */
export function fetchUserByResetToken(
  client: ApiClient,
  token: string,
  options?: CallOptions,
): Promise<User> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/userp', query: { token } });
}

/** GET /usertoken?token: the user of a sign-in token. */
export function fetchUserBySignInToken(
  client: ApiClient,
  token: string,
  options?: CallOptions,
): Promise<User> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/usertoken', query: { token } });
}

/** POST /user?email: sends a sign-in link. */
export async function sendMagicLink(client: ApiClient, email: string, options?: CallOptions): Promise<void> {
  await client.send({ ...options, method: 'POST', area: 'public', path: '/user', query: { email } });
}

/** POST /urlToken with the role id: a shareable link. */
export function createRoleUrlToken(
  client: ApiClient,
  body: { id: number },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'POST', area: 'public', path: '/urlToken', json: body });
}

/** GET /urlToken/{token}: the role a shareable link names. */
export function resolveRoleUrlToken(
  client: ApiClient,
  token: string,
  options?: CallOptions,
): Promise<{ roleId: number }> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/urlToken/${token}` });
}

/** POST /apply/{a}/{b}: an application without an account. */
export function applyAnonymously(
  client: ApiClient,
  params: { a: Key; b: Key },
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/apply/${params.a}/${params.b}`,
    ...toCallBody(body),
  });
}

/** POST /login/{x}/. */
export function requestPublicLogin(
  client: ApiClient,
  x: Key,
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/login/${x}/`,
    ...toCallBody(body),
  });
}

/** GET /interview/{id}: the interview a candidate schedules. */
export function fetchInterview(client: ApiClient, id: Key, options?: CallOptions): Promise<Interview> {
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

/** GET /organization/{id}/: an organisation's public face. */
export function fetchPublicOrganization(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<Organization> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/organization/${id}/` });
}

/** GET /organization/{orgId}/ctoken/{token}: the organisation of a careers link. */
export function fetchOrganizationByCareersToken(
  client: ApiClient,
  params: { orgId: OrganizationKey; token: string },
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.orgId}/ctoken/${params.token}`,
  });
}

/** GET /organization/{id}/token/{token}: the organisation of a reviewer link. */
export function fetchOrganizationByReviewerToken(
  client: ApiClient,
  params: { id: OrganizationKey; token: string },
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.id}/token/${params.token}`,
  });
}

type ReviewKey = { id: OrganizationKey; token: string; candidateId: Key };
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

/** GET /organization/{id}/requestOtp/{x}: sends a one-time code to the address x. */
export async function requestOrganizationCode(
  client: ApiClient,
  params: { id: OrganizationKey; x: string },
  options?: CallOptions,
): Promise<void> {
  await client.send({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.id}/requestOtp/${params.x}`,
  });
}

/** GET /organization/{id}/checkOtp/{x}/{code}. */
export function checkOrganizationCode(
  client: ApiClient,
  params: { id: OrganizationKey; x: string; code: string },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.id}/checkOtp/${params.x}/${params.code}`,
  });
}

function organizationList(client: ApiClient, id: OrganizationKey, list: string, options?: CallOptions) {
  return client.json<ReferenceItem[]>({
    ...options,
    method: 'GET',
    area: 'public',
    path: `${apiPath`/organization/${id}`}/${list}`,
  });
}

/** GET /organization/{id}/departments. */
export function fetchPublicDepartments(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'departments', options);
}

/** GET /organization/{id}/locations. */
export function fetchPublicLocations(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'locations', options);
}

/** GET /organization/{id}/roleTypes. */
export function fetchPublicRoleTypes(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'roleTypes', options);
}

/** GET /organization/{id}/roleLevels. */
export function fetchPublicRoleLevels(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'roleLevels', options);
}

/** POST /{orgId}/roles?page with the filters: the public role listing, paged. */
export function listPublicRoles(
  client: ApiClient,
  params: { orgId: OrganizationKey; page?: number },
  filters: PublicRoleFiltersInput = {},
  options?: CallOptions,
): Promise<Page<Role>> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/${params.orgId}/roles`,
    query: { page: params.page ?? 0 },
    json: filters,
  });
}

/** GET /{orgId}/events. */
export function listPublicEvents(
  client: ApiClient,
  orgId: OrganizationKey,
  options?: CallOptions,
): Promise<EventSummary[]> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/${orgId}/events` });
}

/** GET /{orgId}/nonarchivedevents. */
export function listNonArchivedEvents(
  client: ApiClient,
  orgId: OrganizationKey,
  options?: CallOptions,
): Promise<EventSummary[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/${orgId}/nonarchivedevents`,
  });
}

/** GET /{orgId}/roles/{roleId}. */
export function fetchPublicRole(
  client: ApiClient,
  params: { orgId: OrganizationKey; roleId: Key },
  options?: CallOptions,
): Promise<Role> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/${params.orgId}/roles/${params.roleId}`,
  });
}

/** GET /{a}/{b}/google: a role as a search-engine job posting. */
export function fetchGoogleJobPosting(
  client: ApiClient,
  params: { a: Key; b: Key },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/${params.a}/${params.b}/google`,
  });
}

/** GET /event/{id}. */
export function fetchPublicEvent(client: ApiClient, id: Key, options?: CallOptions): Promise<EventSummary> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/event/${id}` });
}

/** POST /event/{id} with the registration. */
export function registerForEvent(
  client: ApiClient,
  id: Key,
  registration: EventRegistrationInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/event/${id}`,
    json: registration,
  });
}

/** POST /event/{id}/qr-check-in with email. */
export function checkInToEvent(
  client: ApiClient,
  id: Key,
  body: EventCheckInInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/event/${id}/qr-check-in`,
    json: body,
  });
}

/** GET /postCode/validation?postCode. */
export function validatePostcode(
  client: ApiClient,
  postCode: string,
  options?: CallOptions,
): Promise<{ valid: boolean; postCode: string }> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/postCode/validation',
    query: { postCode },
  });
}

/** GET /universities?term&countryBase&countryId; countryBase UK unless given. */
export function searchUniversities(
  client: ApiClient,
  query: UniversitySearchInput = {},
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/universities',
    query: { term: query.term, countryBase: query.countryBase ?? 'UK', countryId: query.countryId },
  });
}

/** GET /countries. */
export function listCountries(client: ApiClient, options?: CallOptions): Promise<ReferenceItem[]> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/countries' });
}

/** GET /version. */
export function fetchVersion(
  client: ApiClient,
  options?: CallOptions,
): Promise<{ version: string; commit: string | null }> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/version' });
}

/** GET /builder/?fileName: a form-builder template. */
export function fetchBuilderTemplate(
  client: ApiClient,
  fileName: string,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/builder/', query: { fileName } });
}

/** GET /translation: the translation map (?language, English when absent). */
export function fetchTranslationMap(
  client: ApiClient,
  language?: string,
  options?: CallOptions,
): Promise<Record<string, string>> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/translation',
    query: { language },
  });
}
