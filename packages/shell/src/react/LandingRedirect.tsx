import { callRoute } from '@shortlist/api-client';
import { listOwnApplications } from '@shortlist/domain/contract';
import type { LandingRoute } from '@shortlist/domain/users';
import { isCandidate, resolveLandingRoute } from '@shortlist/domain/users';
import { useEffect, useState } from 'react';
import { DelayedSpinner } from './DelayedSpinner.tsx';
import { NavigateAcrossApps } from './NavigateAcrossApps.tsx';
import { useShell, useShellStore } from './shell-context.ts';

/** Where the current user lands (§2, §6), or null while it is still being worked out. */
export function useLandingRoute(): LandingRoute | null {
  const shell = useShell();
  const isLoggedIn = useShellStore(shell.login, (state) => state.isLoggedIn);
  const user = useShellStore(shell.user, (state) => state.user);
  const candidate = isCandidate(user);
  const [applications, setApplications] = useState<{ userId: number; list: { role?: unknown }[] } | null>(
    null,
  );

  useEffect(() => {
    if (!candidate || user === null) return;
    let current = true;
    callRoute(shell.api, listOwnApplications).then(
      (list) => current && setApplications({ userId: user.id, list }),
      // Decision: applications that cannot be read count as none, so the candidate still lands somewhere.
      () => current && setApplications({ userId: user.id, list: [] }),
    );
    return () => {
      current = false;
    };
  }, [candidate, user, shell.api]);

  if (isLoggedIn && user === null) return null;
  if (candidate && applications?.userId !== user?.id) return null;
  return resolveLandingRoute({ user, applications: applications?.list ?? null, brand: shell.brand });
}

/** Sends the user to their landing route: candidates /applications or /profile/create, managers by brand. */
export function LandingRedirect() {
  const route = useLandingRoute();
  if (route === null) return <DelayedSpinner />;
  return <NavigateAcrossApps to={route} />;
}
