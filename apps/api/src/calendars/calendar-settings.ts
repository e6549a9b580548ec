import { createHash } from 'node:crypto';

export interface CalendarSettings {
  /** The AES-256-GCM key of calendar credentials at rest (32 bytes). */
  credentialsKey: Buffer;
  /** How long one calendar may take to answer before it counts as unchecked. */
  timeoutMs: number;
  /** How long a calendar's busy times are reused. */
  cacheSeconds: number;
}

/**
 * Local runs only: a fixed key derived from this phrase, so a developer's database stays readable across
 * restarts. It is public, so a production server (NODE_ENV=production) refuses to start without its own.
 */
export const developmentCredentialsKey = createHash('sha256')
  .update('shortlist development calendar credentials')
  .digest();

/** CALENDAR_CREDENTIALS_KEY (32 bytes, base64), CALENDAR_TIMEOUT_MS (5000), CALENDAR_CACHE_SECONDS (60). */
export function readCalendarSettings(env: NodeJS.ProcessEnv): CalendarSettings {
  return {
    credentialsKey: readCredentialsKey(env),
    timeoutMs: positive(env.CALENDAR_TIMEOUT_MS, 5000),
    cacheSeconds: positive(env.CALENDAR_CACHE_SECONDS, 60),
  };
}

function readCredentialsKey(env: NodeJS.ProcessEnv): Buffer {
  const text = env.CALENDAR_CREDENTIALS_KEY?.trim();
  if (!text) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'CALENDAR_CREDENTIALS_KEY: a production server needs its own key (32 random bytes, base64: openssl rand -base64 32).',
      );
    }
    return developmentCredentialsKey;
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error('CALENDAR_CREDENTIALS_KEY: give 32 bytes in base64 (openssl rand -base64 32).');
  }
  return key;
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}
