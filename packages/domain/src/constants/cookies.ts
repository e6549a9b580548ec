// Cookie and consent constants of spec §2, §3, §4 and §9.

// Decision: the OTP cookie lifetime of 30 is in days (the spec presumes days and gives all cookie lifetimes in days).
const otpCookieDays = 30;

/** Name of the cookie remembering a device's one-time-password value for one user. */
const otpCookieName = (username: string): string => `otpcookie-${username}`;

export const cookies = {
  otpCookieDays,
  otpCookieName,
  /** Local-storage key holding the consent choice (true or false). */
  consentStorageKey: 'cookiesAccepted',
  /** Analytics cookies cleared when consent is refused; a trailing * matches any suffix. */
  analyticsCookiePatterns: ['_ga', '_gid', '_gat', '_ga_*'],
} as const;

/** True when a cookie name matches one of the analytics cookie patterns. */
export function isAnalyticsCookie(name: string): boolean {
  return cookies.analyticsCookiePatterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}
