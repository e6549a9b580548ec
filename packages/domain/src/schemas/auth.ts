import { z } from 'zod';
import { tokenRequestValues } from '../constants/oauth.ts';
import { isValidEmail } from '../validation/email.ts';
import { issueMessages } from './errors.ts';
import {
  emailField,
  fieldLimits,
  fieldMessages,
  integerField,
  objectSchema,
  optionalTextField,
  readableErrors,
  secretField,
  stringField,
  textField,
} from './fields.ts';

export const authMessages = {
  username: "Enter your email address (or 'token' for a sign-in link).",
  otp: 'Enter the code we sent you.',
  grantType: 'Choose a supported grant type.',
  loginType: 'Choose a supported sign-in type.',
  loginNeedsCredentials: 'Enter your email address and password, or use a sign-in link.',
} as const;

// Decision: a one-time code is 4 to 10 digits; the spec does not give its length.
const otpPattern = /^\d{4,10}$/;

// Form clients often send an unused field as an empty string; for optional fields that means absent.
function optionalFormField<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}

const clientFields = {
  partner: optionalFormField(optionalTextField()),
  // Decision: scope and application_type are defaulted when absent; the only values the spec names are accepted.
  scope: z.literal(tokenRequestValues.scope, readableErrors).default(tokenRequestValues.scope),
  client_id: textField(),
  application_type: z
    .literal(tokenRequestValues.applicationType, readableErrors)
    .default(tokenRequestValues.applicationType),
};

const loginFields = {
  ...clientFields,
  // Decision: every sign-in kind uses grant_type 'password' (the spec names it only for password login);
  // the kind is told apart by `type` (USER_TOKEN) and then by username 'token' (OAuth).
  grant_type: z.literal(tokenRequestValues.passwordGrant, readableErrors),
  // Passwords are checked against the stored hash only, so older passwords that predate the rules still work.
  password: secretField(1024),
};

/** Password login: username (email), password and an optional one-time code or remembered-device cookie. */
export const passwordGrantSchema = objectSchema({
  ...loginFields,
  username: emailField(),
  otp: optionalFormField(stringField().trim().regex(otpPattern, { error: authMessages.otp }).nullish()),
  otpCookie: optionalFormField(optionalTextField(fieldLimits.token)),
});

/** OAuth login: username fixed as 'token', password carries the provider's token. */
export const oauthGrantSchema = objectSchema({
  ...loginFields,
  username: z.literal(tokenRequestValues.oauthUsername, readableErrors),
});

/** Token login: password carries a user token, type USER_TOKEN. */
export const userTokenGrantSchema = objectSchema({
  ...loginFields,
  type: z.literal(tokenRequestValues.userTokenType, readableErrors),
});

/** Refresh (the multipart body of POST /oauth/token; never the query, which is logged). */
export const refreshGrantSchema = objectSchema({
  ...clientFields,
  grant_type: z.literal(tokenRequestValues.refreshGrant, readableErrors),
  refresh_token: secretField(fieldLimits.longText),
});

// Password and OAuth logins share one shape so a discriminated union can route them; the username rule
// below keeps them apart: 'token' means OAuth, anything else must be an email address.
const credentialsGrantSchema = objectSchema({
  ...loginFields,
  type: z.undefined(readableErrors).optional(),
  username: z
    .string(readableErrors)
    .trim()
    .toLowerCase()
    .min(1)
    .refine((value) => value === '' || value === tokenRequestValues.oauthUsername || isValidEmail(value), {
      error: authMessages.username,
    }),
  otp: passwordGrantSchema.shape.otp,
  otpCookie: passwordGrantSchema.shape.otpCookie,
});

// A missing grant_type reads as a missing field; a wrong one names the problem.
function describeGrantTypeIssue(issue: z.core.$ZodRawIssue): string {
  const { input } = issue;
  const missing = typeof input === 'object' && input !== null && !('grant_type' in input);
  return missing ? issueMessages.required : authMessages.grantType;
}

/** Every form POST /oauth/token accepts, routed by grant_type, then by type. */
export const tokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.discriminatedUnion('type', [userTokenGrantSchema, credentialsGrantSchema], {
      error: authMessages.loginType,
    }),
    refreshGrantSchema,
  ],
  { error: describeGrantTypeIssue },
);
export type TokenRequest = z.output<typeof tokenRequestSchema>;

export type TokenGrantKind = 'password' | 'oauth' | 'userToken' | 'refresh';

/** Which sign-in a parsed token request is. */
export function resolveTokenGrantKind(request: TokenRequest): TokenGrantKind {
  if (request.grant_type === tokenRequestValues.refreshGrant) return 'refresh';
  if ('type' in request && request.type === tokenRequestValues.userTokenType) return 'userToken';
  if ('username' in request && request.username === tokenRequestValues.oauthUsername) return 'oauth';
  return 'password';
}

/** The /oauth/token reply (§3 auth session). */
export const tokenResponseSchema = objectSchema({
  access_token: textField(fieldLimits.longText),
  token_type: textField(50),
  refresh_token: stringField().max(fieldLimits.longText).nullish(),
  expires_in: integerField(0),
  scope: optionalTextField(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/** The /oauth/token reply as callers read it: after a correct one-time code it also carries the remembered-device value. */
export type TokenReply = TokenResponse & { otpCookie?: string | null };

/** Logout body (§7 /oauth/access-token). */
export const logoutBodySchema = objectSchema({
  deviceId: textField(),
});
export type LogoutBody = z.output<typeof logoutBodySchema>;

/**
 * The sign-in form (§5: "Login requires username and password or a token"). With a non-blank token the
 * other fields are not needed; otherwise an email address and a password are required.
 */
export const loginFormSchema = objectSchema({
  username: stringField().trim().toLowerCase().nullish(),
  password: stringField().max(1024).nullish(),
  token: stringField().trim().max(fieldLimits.token).nullish(),
}).superRefine((form, context) => {
  if (form.token) return;
  if (!form.username) {
    context.addIssue({ code: 'custom', message: authMessages.loginNeedsCredentials, path: ['username'] });
  } else if (!isValidEmail(form.username)) {
    context.addIssue({ code: 'custom', message: fieldMessages.email, path: ['username'] });
  }
  if (!form.password) {
    context.addIssue({ code: 'custom', message: authMessages.loginNeedsCredentials, path: ['password'] });
  }
});
export type LoginForm = z.output<typeof loginFormSchema>;
