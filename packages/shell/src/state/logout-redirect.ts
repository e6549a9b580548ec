import { buildLoginRedirect, loginPath } from '@shortlist/domain/users';
import type { RouterLocation } from './router-store.ts';

// §4 Logout: where the user goes afterwards, if anywhere.

export type LogoutOptions = {
  /**
   * A logout the system dispatched (expired token, network error; the api-client waits 100 ms first):
   * back to /login with the current path and query as the return target.
   */
  readonly system?: boolean;
  /** Go to this URL afterwards. */
  readonly redirectTo?: string | null;
  /** Go to /login afterwards, returning here after the next sign-in. */
  readonly returnHere?: boolean;
};

/** The URL to open after logout, or null to stay. Decision: a given URL wins over returning here. */
export function resolveLogoutRedirect(
  options: LogoutOptions,
  location: RouterLocation | null,
): string | null {
  if (options.redirectTo) return options.redirectTo;
  if (!options.system && !options.returnHere) return null;
  // Nowhere known to return to, or already signing in: plain /login.
  if (location === null || location.pathname === loginPath) return loginPath;
  return buildLoginRedirect(location);
}
