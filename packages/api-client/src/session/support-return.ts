import type { AuthSession } from './auth-session-store.ts';
import type { KeyValueStorage } from './key-value-storage.ts';

/** Where the admin's own session waits while they are signed in as a manager for support. */
export const supportReturnKey = 'supportReturn';

export interface SupportReturnStore {
  /** Keeps the admin's session aside before the manager's replaces it. */
  keep(session: AuthSession): void;
  /** Hands the kept session back once, or null when there is none. */
  take(): AuthSession | null;
}

export function createSupportReturnStore(storage: KeyValueStorage): SupportReturnStore {
  return {
    keep: (session) => storage.set(supportReturnKey, JSON.stringify(session)),
    take() {
      const text = storage.get(supportReturnKey);
      storage.remove(supportReturnKey);
      if (text === null) return null;
      try {
        const session = JSON.parse(text) as Partial<AuthSession>;
        return typeof session.access_token === 'string' ? (session as AuthSession) : null;
      } catch {
        // A hand-edited value: the admin simply signs in again.
        return null;
      }
    },
  };
}
