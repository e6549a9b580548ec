import { buildLoginRedirect, isLoginRequired } from '@shortlist/domain/users';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DelayedSpinner } from './DelayedSpinner.tsx';
import { useShell, useShellStore } from './shell-context.ts';

export type RequireLoginProps = {
  children: ReactNode;
  /**
   * 'always' (default): everything inside needs a signed-in user. 'byRoute': only paths the §2 route
   * table marks login-required do (for a layout route holding public and private pages alike).
   */
  guard?: 'always' | 'byRoute';
};

/**
 * §2: a visitor is sent to /login?url=&search= and comes back after sign-in; while the signed-in user
 * loads, the spinner shows.
 */
export function RequireLogin({ children, guard = 'always' }: RequireLoginProps) {
  const { login, user } = useShell();
  const location = useLocation();
  const isLoggedIn = useShellStore(login, (state) => state.isLoggedIn);
  const loadingUser = useShellStore(user, (state) => state.user === null && state.status !== 'error');
  const needsLogin = guard === 'always' || isLoginRequired(location.pathname);

  if (!needsLogin) return children;
  if (!isLoggedIn) return <Navigate replace to={buildLoginRedirect(location)} />;
  if (loadingUser) return <DelayedSpinner />;
  return children;
}
