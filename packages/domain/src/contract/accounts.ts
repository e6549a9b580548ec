import type {
  CandidateProfile,
  Organization,
  SortPreference,
  SortPreferenceListKey,
  TokenReply,
  User,
} from '../schemas/index.ts';
import { defineRoute, emptyReply, fileReply, jsonReply } from './route.ts';

// Accounts: sign-in and logout (/oauth), the signed-in user's own account (/api/v1/user) and sort
// preferences, and the account calls made without a session (/api/public: sign-up, links, resets).

const tag = 'Accounts';

/** Who a public link is for, as the look-ups answer it: never more than the screen shows. */
type LinkUser<Field extends keyof User> = Pick<User, Field>;

export const requestAccessToken = defineRoute({
  method: 'POST',
  area: 'base',
  path: '/oauth/token',
  summary:
    'Signs in with a multipart form (password with one-time code, user token, OAuth token; 206 asks for the code), or renews a session with the refresh grant, every field in the body (a refresh token or password in the query is refused with 400).',
  tag,
  body: 'tokenRequestSchema',
  bodyType: 'multipart',
  reply: jsonReply<TokenReply>(),
});

export const revokeAccessToken = defineRoute({
  method: 'DELETE',
  area: 'base',
  path: '/oauth/access-token',
  summary: 'Logout: revokes the Bearer access token, expired or not; the body’s deviceId is not checked.',
  tag,
  reply: emptyReply,
  auth: 'bearer',
});

export const fetchCurrentUser = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user',
  summary: 'The signed-in user with their organisation.',
  tag,
  query: 'currentUserQuerySchema',
  reply: jsonReply<User>(),
});

export const fetchUserOrganizations = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/userorganizations',
  summary: 'The organisations the signed-in user may work in.',
  tag,
  query: 'userOrganizationsQuerySchema',
  reply: jsonReply<Organization[]>(),
});

export const updateCurrentUser = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user',
  summary: 'Changes the signed-in user’s names, email and photo.',
  tag,
  body: 'userUpdateSchema',
  reply: jsonReply<User>(),
});

export const updateContactPreferences = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user/security',
  summary: 'Changes how the signed-in user is contacted (channels, mobile).',
  tag,
  body: 'contactPreferencesSchema',
  reply: jsonReply<User>(),
});

export const changePassword = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user/password',
  summary: 'Changes the signed-in user’s password, given the current one.',
  tag,
  body: 'passwordChangeSchema',
  reply: emptyReply,
});

// Issue 31: an unverified candidate cannot submit an application; this sends the link again.
export const resendEmailVerification = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/user/verification',
  summary: 'Emails the signed-in user a new link that verifies their address (204; nothing when verified).',
  tag,
  reply: emptyReply,
});

export const deleteCurrentUser = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/user/deleteMe',
  summary: 'The signed-in user deletes their own account.',
  tag,
  reply: emptyReply,
});

export const exportOwnData = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/export',
  summary:
    'Everything held about the signed-in user (UK GDPR access and portability), as a ZIP of JSON and files.',
  tag,
  reply: fileReply,
});

export const deleteUser = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/user/{id}',
  summary: 'Deletes a user of the caller’s organisation (admins: any).',
  tag,
  params: 'userParamsSchema',
  reply: emptyReply,
});

export const createUserToken = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/user/token',
  summary: 'A single-use sign-in token for the signed-in user.',
  tag,
  reply: jsonReply<{ token: string }>(),
});

export const createHrToken = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/user/hrtoken',
  summary:
    'A single-use sign-in token for a manager, for the provider’s support: the session it opens ends after 30 minutes; the reason is audited.',
  tag,
  body: 'hrTokenRequestSchema',
  reply: jsonReply<{ token: string; endsAt: number }>(),
});

export const fetchRareUsers = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/rareusers',
  summary: 'The rare contacts of the caller’s organisation.',
  tag,
  reply: jsonReply<User[]>(),
});

export const fetchCandidateProfile = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/profile',
  summary: 'The signed-in candidate’s own profile (§3 Candidate profile).',
  tag,
  reply: jsonReply<CandidateProfile>(),
});

export const updateCandidateProfile = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user/profile',
  summary: 'Replaces the signed-in candidate’s profile.',
  tag,
  body: 'candidateProfileSchema',
  reply: jsonReply<CandidateProfile>(),
});

export const listSortPreferences = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/sorting',
  summary: 'The sorting the signed-in user keeps, by list.',
  tag,
  reply: jsonReply<Partial<Record<SortPreferenceListKey, SortPreference>>>(),
});

export const saveSortPreference = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user/sorting/{listKey}',
  summary: 'Keeps the signed-in user’s sorting of one list.',
  tag,
  params: 'sortPreferenceParamsSchema',
  body: 'sortPreferenceSchema',
  reply: jsonReply<SortPreference & { listKey: SortPreferenceListKey }>(),
});

export const signUp = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/signup',
  summary: 'Creates an unverified candidate account and emails the verification link (201).',
  tag,
  body: 'signupSchema',
  reply: jsonReply<User>(),
});

export const fetchOnBoardingUser = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/userOnBoarding',
  summary: 'The invited manager an on-boarding link is for, without spending it.',
  tag,
  query: 'accountTokenQuerySchema',
  reply: jsonReply<
    LinkUser<'email' | 'firstName' | 'lastName' | 'userType'> & {
      organization: Pick<Organization, 'id' | 'name' | 'subdomain'> | null;
    }
  >(),
});

export const completeOnBoarding = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/signup/userOnBoarding',
  summary: 'Completes an account a manager created: sets its password (the link works once).',
  tag,
  body: 'onBoardingCompletionSchema',
  reply: jsonReply<User>(),
});

export const verifyEmail = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/verifyEmail',
  summary: 'Marks the address of an emailed verification link verified.',
  tag,
  body: 'verifyEmailSchema',
  reply: jsonReply<User>(),
});

export const confirmAccount = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/confirm',
  summary: 'Verifies with the link and the candidate it was sent to.',
  tag,
  body: 'confirmAccountSchema',
  reply: jsonReply<User>(),
});

export const requestPasswordReset = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/forgot',
  summary: 'Emails a reset link when the address has an account; always 204.',
  tag,
  body: 'forgotPasswordSchema',
  reply: emptyReply,
});

export const resetPassword = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/reset',
  summary: 'Sets a new password from a reset link and signs the account out everywhere.',
  tag,
  body: 'resetPasswordSchema',
  reply: emptyReply,
});

export const fetchUserByAccountToken = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/user',
  summary: 'Who a verification or on-boarding link is for.',
  tag,
  query: 'accountTokenQuerySchema',
  reply: jsonReply<LinkUser<'email' | 'firstName' | 'userType'>>(),
});

export const fetchUserByResetToken = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/userp',
  summary: 'The address a password-reset link is for.',
  tag,
  query: 'accountTokenQuerySchema',
  reply: jsonReply<LinkUser<'email'>>(),
});

export const fetchUserBySignInToken = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/usertoken',
  summary: 'The owner of a sign-in token, without spending it.',
  tag,
  query: 'accountTokenQuerySchema',
  reply: jsonReply<LinkUser<'email' | 'firstName' | 'lastName'>>(),
});

export const sendMagicLink = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/user',
  summary: 'Emails a magic sign-in link when the address has an account; always 204.',
  tag,
  query: 'magicLinkQuerySchema',
  reply: emptyReply,
});

export const sendSignInLink = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/login/{email}/',
  summary: 'Passwordless sign-in: emails a sign-in link when the address has an account; always 204.',
  tag,
  params: 'signInLinkParamsSchema',
  reply: emptyReply,
});
