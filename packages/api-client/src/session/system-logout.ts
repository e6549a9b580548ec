import { delays } from '@shortlist/domain/constants';

/** What the shell hears when the client ends a session by itself (§4: expired token, network error). */
export type LogoutEvent = { system: true };
export type LogoutListener = (event: LogoutEvent) => void;

/**
 * Dispatches a system logout after 100 ms (§9 delays.systemLogout). Decision: failures arriving while one
 * is pending (parallel calls hitting the same dead session) share it, so the shell hears one logout.
 */
export function createSystemLogout(onLogout: LogoutListener, delayMs: number = delays.systemLogout) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return {
    schedule() {
      if (pending !== null) return;
      pending = setTimeout(() => {
        pending = null;
        onLogout({ system: true });
      }, delayMs);
    },
    get isPending() {
      return pending !== null;
    },
  };
}
