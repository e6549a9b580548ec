import { useShell, useShellStore } from '@shortlist/shell/react';

/**
 * The signed-in manager's organisation (the API scopes every call to it anyway); `undefined` while the
 * user is still loading, null for a user without one.
 */
export function useOrganizationId(): number | null | undefined {
  const shell = useShell();
  return useShellStore(shell.user, (state) => {
    if (state.organization) return state.organization.id;
    return state.user === null ? undefined : null;
  });
}
