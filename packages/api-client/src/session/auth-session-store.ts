import { computeExpiresOn, idleTimeoutSeconds } from '@shortlist/domain/constants';
import type { TokenResponse } from '@shortlist/domain/schemas';
import type { KeyValueStorage } from './key-value-storage.ts';

/** The auth session of §3, as kept in persistent storage. */
export type AuthSession = {
  isLoggedIn: boolean;
  access_token: string;
  token_type: string;
  refresh_token: string | null;
  /** Seconds the access token lasts, as the token reply said. */
  expires_in: number;
  scope: string | null;
  /** When the access token stops working, epoch milliseconds: now plus expires_in (§3). */
  expiresOn: number;
};

/** Storage keys. Decision: the session and the idle timeout (minutes, §3 'timeout') are kept apart. */
export const authStorageKeys = {
  session: 'auth',
  timeout: 'timeout',
  /** When the last HTTP response arrived, epoch milliseconds (§4: every response refreshes it). */
  timestamp: 'authTimestamp',
} as const;

export interface AuthSessionStore {
  read(): AuthSession | null;
  isLoggedIn(): boolean;
  /** True when a saved session's access token has reached its expiry. */
  isExpired(): boolean;
  /** Saves a token reply as the signed-in session, expiring now plus expires_in. */
  save(token: TokenResponse): AuthSession;
  /** Puts back a session kept aside (the admin's own, after a support session). */
  restore(session: AuthSession): void;
  /** Clears the auth info: the session, the idle timeout and the timestamp. */
  clear(): void;
  /**
   * Records a response. Decision: while an idle timeout is in force (the refresh token was cleared), each
   * response also moves the expiry to now plus the timeout, so the session ends after that long idle.
   */
  touch(): void;
  readLastResponseAt(): number | null;
  readIdleTimeoutMinutes(): number | null;
  /** §4: drops the refresh token, sets the expiry to now plus the timeout and stores the timeout. */
  clearRefreshToken(timeoutMinutes: number): void;
}

function parseSession(text: string | null): AuthSession | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const session = value as Partial<AuthSession>;
    if (typeof session.access_token !== 'string' || typeof session.expiresOn !== 'number') return null;
    return value as AuthSession;
  } catch {
    // A value another version of the app left, or a hand edit: treated as signed out.
    return null;
  }
}

function parseNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function createAuthSessionStore(
  storage: KeyValueStorage,
  now: () => number = Date.now,
): AuthSessionStore {
  const read = () => parseSession(storage.get(authStorageKeys.session));
  const write = (session: AuthSession) => storage.set(authStorageKeys.session, JSON.stringify(session));
  const readIdleTimeoutMinutes = () => parseNumber(storage.get(authStorageKeys.timeout));
  const isExpired = () => {
    const session = read();
    return session !== null && session.expiresOn <= now();
  };

  return {
    read,
    isExpired,
    readIdleTimeoutMinutes,
    isLoggedIn: () => read()?.isLoggedIn === true,
    save(token) {
      const session: AuthSession = {
        isLoggedIn: true,
        access_token: token.access_token,
        token_type: token.token_type,
        refresh_token: token.refresh_token ?? null,
        expires_in: token.expires_in,
        scope: token.scope ?? null,
        expiresOn: computeExpiresOn(new Date(now()), token.expires_in).getTime(),
      };
      write(session);
      return session;
    },
    restore: write,
    clear() {
      storage.remove(authStorageKeys.session);
      storage.remove(authStorageKeys.timeout);
      storage.remove(authStorageKeys.timestamp);
    },
    touch() {
      const at = now();
      storage.set(authStorageKeys.timestamp, String(at));
      const session = read();
      const timeout = readIdleTimeoutMinutes();
      if (session === null || session.refresh_token !== null || timeout === null || session.expiresOn <= at)
        return;
      write({ ...session, expiresOn: at + idleTimeoutSeconds(timeout) * 1000 });
    },
    readLastResponseAt: () => parseNumber(storage.get(authStorageKeys.timestamp)),
    clearRefreshToken(timeoutMinutes) {
      const expiresOn = now() + idleTimeoutSeconds(timeoutMinutes) * 1000;
      storage.set(authStorageKeys.timeout, String(timeoutMinutes));
      const session = read();
      if (session !== null) write({ ...session, refresh_token: null, expiresOn });
    },
  };
}
