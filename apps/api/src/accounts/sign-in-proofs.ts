import type { UserRow } from '../shared/auth-context.ts';
import { supportSessionOf } from './support-session-rules.ts';

/**
 * What a single-use sign-in token (purpose `user`) proves, kept in its payload as `proves`:
 * - `email`: the holder reads the account's inbox (magic link, continue-your-application link, an
 *   organisation's public one-time code);
 * - `session`: the holder was signed in (POST /user/token, to carry a session to another host);
 * - `support`: the provider admin opened the account for support (POST /user/hrtoken).
 */
export type SignInProof = 'email' | 'session' | 'support';

export const emailProof = { proves: 'email' } as const satisfies Record<string, unknown>;
export const sessionProof = { proves: 'session' } as const satisfies Record<string, unknown>;

export const signInProofMessages = {
  staffNeedsPassword:
    'A link or code sent by email cannot sign in to a staff account. Sign in with your password.',
  factorNeeded: 'This account signs in with its password and a code. Sign in with your password.',
} as const;

const staffTypes = new Set<UserRow['userType']>(['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN', 'ADMIN']);

/** Reads what a token proves; a token without a mark proves the least (an email), a support one its support. */
export function proofOf(payload: Record<string, unknown>): SignInProof {
  if (payload.proves === 'session') return 'session';
  if (supportSessionOf(payload)) return 'support';
  return 'email';
}

/**
 * Why an emailed proof cannot sign this account in, or null when it can: it never opens a staff session and
 * never stands in for a password the account requires next to its code.
 */
export function emailProofRefusal(user: UserRow): string | null {
  if (staffTypes.has(user.userType)) return signInProofMessages.staffNeedsPassword;
  if (user.otpRequired) return signInProofMessages.factorNeeded;
  return null;
}
