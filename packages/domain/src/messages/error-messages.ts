// Error texts of spec §8 that the product shows or matches on.

export const errorMessages = {
  generic: 'Some error happened. Please try again later.',
  support: 'System error. Please contact your account manager for support or email us at {email}.',
  crashHeading: "Sorry. There's been a problem.",
  chunkLoadFailed: 'Loading chunk failed',
} as const;

/** Fallback when no message can be extracted from an error. */
export const genericErrorMessage = errorMessages.generic;
/** Heading of the crash screen shown for any rendering error. */
export const crashHeading = errorMessages.crashHeading;
/** Message of a failed screen-chunk load; passed to the crash screen but not displayed. */
export const chunkLoadErrorMessage = errorMessages.chunkLoadFailed;
export const chunkLoadErrorTypes = ['missing', 'timeout'] as const;
export type ChunkLoadErrorType = (typeof chunkLoadErrorTypes)[number];

/** error_description values the auth flow reacts to (spec §4, §8); matched exactly, never shown. */
export const authErrorDescriptions = {
  /** Login answer: remove the stored OTP cookie and ask for a one-time code again. */
  invalidLoginCookie: 'Invalid login cookie.',
  /** 401 answer: clear auth info and log out after 100 ms. */
  cannotConvertAccessToken: 'Cannot convert access token to JSON',
} as const;

/** The support message with the variant's support address filled in. */
export function formatSupportMessage(email: string): string {
  // A replacer function keeps '$' in an address literal (a replacement string would expand '$&').
  return errorMessages.support.replace('{email}', () => email);
}
