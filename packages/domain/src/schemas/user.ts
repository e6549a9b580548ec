import { z } from 'zod';
import { candidateStatuses, contactChannels, userTypes } from '../enums/enumerations.ts';
import { describePasswordProblems } from '../validation/password.ts';
import { isValidUkMobile, normalizeUkMobile } from '../validation/uk-mobile.ts';
import type { candidateProfileSchema } from './candidate.ts';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import {
  base64FileField,
  booleanField,
  emailField,
  enumField,
  fieldLimits,
  listField,
  objectSchema,
  optionalTextField,
  queryBooleanField,
  readableErrors,
  secretField,
  stringField,
  textField,
  tokenField,
} from './fields.ts';
import { organizationSchema } from './organization.ts';

export const userMessages = {
  mobileRequired: 'Enter a mobile number to receive text messages.',
  mobile: 'Enter a UK mobile number starting 07 or +44 7.',
  samePassword: 'Choose a new password that differs from the current one.',
  acceptTerms: 'Accept the terms and conditions to continue.',
} as const;

// Decision: passwords are at most 128 characters, so hashing a hostile body stays cheap.
export const maxPasswordLength = 128;

/** A new password: the rules of spec §5, all broken rules in one message. */
export const newPasswordSchema = z
  .string(readableErrors)
  .min(1)
  .max(maxPasswordLength)
  .superRefine((value, context) => {
    if (value === '') return;
    const problems = describePasswordProblems(value);
    if (problems.length > 0) context.addIssue({ code: 'custom', message: problems.join(' ') });
  });

/** A support ("sign in as") session the signed-in user is in: who opened it, why, and when it ends. */
export const supportSessionSchema = objectSchema({
  byName: textField(),
  reason: textField(fieldLimits.label),
  endsAt: epochSecondsSchema,
});
export type SupportSession = z.output<typeof supportSessionSchema>;

/**
 * A user as the API answers it (§3). Decision: the client-side `loading` flag is not part of the wire
 * shape; names are optional because anonymised and anonymous users may have none.
 */
export const userSchema = objectSchema({
  id: idSchema,
  userType: enumField(userTypes),
  email: emailField(),
  firstName: optionalTextField(),
  lastName: optionalTextField(),
  preferredName: optionalTextField(),
  anonymised: booleanField().nullish(),
  anonymousEmail: emailField().nullish(),
  externalCandidateId: optionalTextField(),
  candidateStatus: enumField(candidateStatuses).nullish(),
  createdAt: epochSecondsSchema.nullish(),
  organization: organizationSchema.nullish(),
  otpCookie: optionalTextField(fieldLimits.token),
  avatarBase64: base64FileField().nullish(),
  supportSession: supportSessionSchema.nullish(),
  /** A new sign-in email waiting to be confirmed from its own inbox (issue 31); null when none is. */
  pendingEmail: emailField().nullish(),
});
export type User = z.output<typeof userSchema>;

/** PUT /user (§7). */
export const userUpdateSchema = objectSchema({
  firstName: textField(),
  lastName: textField(),
  preferredName: optionalTextField(),
  email: emailField(),
  avatarBase64: base64FileField().nullish(),
  /** Needed to change the sign-in email (issue 31); the spec's client, which never sends an email change, omits it. */
  currentPassword: secretField(1024).optional(),
});
export type UserUpdate = z.output<typeof userUpdateSchema>;

/**
 * PUT /user/security (§7 contact preferences). A mobile is needed when SMS is chosen and is stored in
 * national format (07...). Decision: the channel list may be empty (opting out of optional messages),
 * repeats are dropped, and a mobile given without SMS is still checked.
 */
export const contactPreferencesSchema = objectSchema({
  channels: listField(enumField(contactChannels), 0, contactChannels.length * 2).transform((channels) => [
    ...new Set(channels),
  ]),
  mobile: stringField().trim().max(20).nullish(),
})
  .superRefine((preferences, context) => {
    const mobile = preferences.mobile ?? '';
    if (mobile === '') {
      if (preferences.channels.includes('SMS')) {
        context.addIssue({ code: 'custom', message: userMessages.mobileRequired, path: ['mobile'] });
      }
      return;
    }
    if (!isValidUkMobile(mobile))
      context.addIssue({ code: 'custom', message: userMessages.mobile, path: ['mobile'] });
  })
  .transform((preferences) => ({
    ...preferences,
    mobile: preferences.mobile ? normalizeUkMobile(preferences.mobile) : null,
  }));
export type ContactPreferences = z.output<typeof contactPreferencesSchema>;

/** PUT /user/password (§7). */
export const passwordChangeSchema = objectSchema({
  currentPassword: secretField(1024),
  newPassword: newPasswordSchema,
}).refine((change) => change.currentPassword !== change.newPassword, {
  error: userMessages.samePassword,
  path: ['newPassword'],
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** POST /api/public/signup (§7). Terms must be accepted; research consent is optional. */
export const signupSchema = objectSchema({
  email: emailField(),
  password: newPasswordSchema,
  firstName: textField(),
  lastName: textField(),
  preferredName: optionalTextField(),
  acceptTerms: z.literal(true, { error: userMessages.acceptTerms }),
  acceptResearch: booleanField().nullish(),
});
export type Signup = z.output<typeof signupSchema>;

/** POST /api/public/forgot (§7). */
export const forgotPasswordSchema = objectSchema({ email: emailField() });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/** POST /api/public/reset (§7). */
export const resetPasswordSchema = objectSchema({ newPassword: newPasswordSchema, token: tokenField() });
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** POST /api/public/confirm (§7). */
export const confirmAccountSchema = objectSchema({ token: tokenField(), candidateId: idSchema });
export type ConfirmAccount = z.output<typeof confirmAccountSchema>;

/** POST /api/public/verifyEmail (§7). */
export const verifyEmailSchema = objectSchema({ token: tokenField() });
export type VerifyEmail = z.output<typeof verifyEmailSchema>;

/** GET /user/userorganizations query (§7): the organisation to look at, when given. */
export const userOrganizationsQuerySchema = objectSchema({ organizationId: idParamSchema.optional() });

/** GET /user query (§7): cookieRequested as a query-string boolean. */
export const currentUserQuerySchema = objectSchema({
  cookieRequested: queryBooleanField(),
});

/** Path of DELETE /user/{id}. */
export const userParamsSchema = objectSchema({ id: idParamSchema });

/** POST /user/hrtoken body: the manager a support sign-in token is for, and why (kept in the audit log). */
export const hrTokenRequestSchema = objectSchema({
  userId: idParamSchema,
  reason: textField(fieldLimits.label, 3),
});
export type HrTokenRequest = z.output<typeof hrTokenRequestSchema>;

/** The `?token=` of the public look-ups by link: GET /user, /userp, /usertoken and /userOnBoarding (§7). */
export const accountTokenQuerySchema = objectSchema({ token: tokenField() });

/** The `?email=` of POST /api/public/user: where to send a magic sign-in link (§7). */
export const magicLinkQuerySchema = objectSchema({ email: emailField() });

/** Path of POST /api/public/login/{email}/: where to send a sign-in link (§7 "POST /login/{x}/"). */
export const signInLinkParamsSchema = objectSchema({ email: emailField() });

/** POST /api/public/signup/userOnBoarding (§7): an invited manager's password, and names if they change them. */
export const onBoardingCompletionSchema = objectSchema({
  token: tokenField(),
  password: newPasswordSchema,
  firstName: optionalTextField(),
  lastName: optionalTextField(),
});

/** A candidate profile as the signed-in candidate writes it (PUT /user/profile). */
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;

/** The `error` code of a 403 that asks the candidate to verify their email first (issue 31). */
export const emailNotVerifiedError = 'email_not_verified';
