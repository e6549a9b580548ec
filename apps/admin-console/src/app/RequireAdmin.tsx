import { NotFoundScreen, RequireLogin, useShell, useShellStore } from '@shortlist/shell/react';
import type { ReactNode } from 'react';

/** Past sign-in, only the provider's own staff: anyone else sees not-found, as the API answers them 403. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const shell = useShell();
  const userType = useShellStore(shell.user, (state) => state.user?.userType);
  // Decision: ADMIN only; a HIRING_MANAGER_ADMIN has "admin rights" (§6) over its own firm, not the provider's.
  return userType === 'ADMIN' ? children : <NotFoundScreen />;
}

/** §2: /admin and /clients need a signed-in user, and this console an ADMIN one. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <AdminOnly>{children}</AdminOnly>
    </RequireLogin>
  );
}
