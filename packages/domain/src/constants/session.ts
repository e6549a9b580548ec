// Session timing rules of spec §3, §4 and §9: token expiry and the idle timeout.

const secondsPerMinute = 60;

/** The idle timeout is stored in minutes and applied as minutes times 60 seconds. */
export function idleTimeoutSeconds(minutes: number): number {
  // Decision: a negative or non-numeric timeout is a configuration error and fails loudly.
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`Idle timeout must be a non-negative number of minutes, got ${minutes}`);
  }
  return minutes * secondsPerMinute;
}

/** Token expiry is now plus expires_in seconds. */
export function computeExpiresOn(now: Date, expiresInSeconds: number): Date {
  // Decision: a missing, negative or non-numeric expires_in yields an already-expired session (now),
  // so the refresh path runs instead of producing an Invalid Date.
  const seconds = Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds : 0;
  return new Date(now.getTime() + seconds * 1000);
}

export const session = {
  secondsPerMinute,
  idleTimeoutSeconds,
  computeExpiresOn,
} as const;
