/** At most `max` requests in a window of `windowMs` milliseconds, counted from the window's first request. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The limits of the public and sign-in endpoints, per caller's address and per target (an email, an event).
 * An office or a university shares one address, so address limits sit far above what a busy careers fair
 * sends; target limits are what one real person never needs. `RATE_LIMITS` changes any of them.
 */
export const defaultRateLimits = {
  /** /oauth/token: every grant, from one address. */
  'sign-in.address': { max: 600, windowMs: 10 * minute },
  /** Checking an emailed one-time code (checkOtp), from one address and for one email. */
  'code-check.address': { max: 300, windowMs: 15 * minute },
  'code-check.email': { max: 10, windowMs: 15 * minute },
  /** Requests that email an address the caller names: sign-up, apply by email, reset, links, codes. */
  'email.address': { max: 200, windowMs: hour },
  /** Emails any of those requests can make us send to one address. */
  'email.recipient': { max: 10, windowMs: hour },
  /** Event registrations, from one address and for one event. */
  'event-registration.address': { max: 200, windowMs: hour },
  'event-registration.event': { max: 1000, windowMs: hour },
  /** Self check-in at an event, from one address and for one event. */
  'check-in.address': { max: 600, windowMs: 10 * minute },
  'check-in.event': { max: 3000, windowMs: 10 * minute },
  /** Links that carry a token (verify, reset, on-boarding, interviews, reviewers, shares), from one address. */
  'link.address': { max: 300, windowMs: 10 * minute },
  /** Every other public call (careers lists, event pages, reference data), from one address. */
  'public.address': { max: 1200, windowMs: minute },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof defaultRateLimits;

const units: Record<string, number> = { s: second, m: minute, h: hour, d: 24 * hour };

/**
 * `RATE_LIMITS`: comma-separated `name=max/window` with the window in s, m, h or d, such as
 * `sign-in.address=1000/10m,email.recipient=20/1h`. An unknown name or a malformed entry stops the start.
 */
export function readRateLimits(value: string | undefined): Record<string, RateLimit> {
  const limits: Record<string, RateLimit> = {};
  for (const entry of (value ?? '').split(',').map((text) => text.trim())) {
    if (!entry) continue;
    const match = /^([\w.-]+)=(\d+)\/(\d+)([smhd])$/.exec(entry);
    const name = match?.[1] ?? '';
    if (!match || !(name in defaultRateLimits)) {
      throw new Error(`RATE_LIMITS: "${entry}" is not name=max/window with a known name (such as 600/10m).`);
    }
    limits[name] = { max: Number(match[2]), windowMs: Number(match[3]) * (units[match[4] ?? 's'] ?? second) };
  }
  return limits;
}

/** The limit in force for a name: the setting's, else the default. */
export function rateLimitOf(overrides: Record<string, RateLimit>, name: RateLimitName): RateLimit {
  return overrides[name] ?? defaultRateLimits[name];
}
