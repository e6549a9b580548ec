import type {
  confirmAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signupSchema,
  User,
  verifyEmailSchema,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { JsonObject } from '../client/call-body.ts';
import { toCallBody } from '../client/call-body.ts';

// §7 Public, accounts: /api/public, sent with the client's basic authorisation, never a user token.

export type SignupInput = z.input<typeof signupSchema>;
export type ConfirmAccountInput = z.input<typeof confirmAccountSchema>;
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type OnBoardingInput = {
  token: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
};

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

/** POST /login/{x}/. */
export function requestPublicLogin(
  client: ApiClient,
  x: PathKey,
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
