import { isSameOriginPath } from '@shortlist/domain/users';
import type { DraftStorage } from './draft-storage.ts';

// The anonymous apply flow (/applya) sends a sign-in link; the application it was for is remembered here so
// the candidate continues it after signing in, whichever page the sign-in lands on.

const pendingApplyKey = 'shortlist.pendingApply';

/** Remembers the application to continue after sign-in (a path of this app). */
export function rememberPendingApply(storage: DraftStorage | null, path: string): void {
  try {
    if (isSameOriginPath(path)) storage?.setItem(pendingApplyKey, path);
  } catch {
    // Blocked storage: the candidate finds the role again from the roles list.
  }
}

/** The remembered application path, forgotten as it is read; null when there is none. */
export function takePendingApply(storage: DraftStorage | null): string | null {
  try {
    const path = storage?.getItem(pendingApplyKey) ?? null;
    storage?.removeItem(pendingApplyKey);
    return path !== null && isSameOriginPath(path) ? path : null;
  } catch {
    return null;
  }
}
