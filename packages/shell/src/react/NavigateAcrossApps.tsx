import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { AppKind } from './app-kind.ts';
import { DelayedSpinner } from './DelayedSpinner.tsx';
import { useAppKind } from './layout-context.ts';

/** Which app serves a site path (the one server's split, apps/api/src/http/web-apps.ts). */
export function appOfPath(path: string): AppKind {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (/^\/manager(\/|$)/.test(pathname)) return 'manager';
  if (/^\/(admin|clients)(\/|$)/.test(pathname)) return 'admin';
  return 'candidate';
}

/**
 * A redirect to a site path: inside this app through the router, to another app's path (a manager
 * signing in on the portal's /login lands on /manager/roles) as a page load, so that app's files serve it.
 */
export function NavigateAcrossApps({ to }: { to: string }) {
  const app = useAppKind();
  const elsewhere = appOfPath(to) !== app;
  useEffect(() => {
    if (elsewhere) window.location.replace(to);
  }, [elsewhere, to]);
  if (elsewhere) return <DelayedSpinner />;
  return <Navigate replace to={to} />;
}
