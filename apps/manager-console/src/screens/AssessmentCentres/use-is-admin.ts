import { isAdmin } from '@shortlist/domain/users';
import { useShell, useShellStore } from '@shortlist/shell/react';

/** Whether the signed-in manager may build and publish centres (a manager admin, or the provider). */
export function useIsAdmin(): boolean {
  const shell = useShell();
  return useShellStore(shell.user, (state) => isAdmin(state.user));
}
