import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import type { AppFrameWrapper } from './AppFrame.tsx';
import { AppFrame } from './AppFrame.tsx';
import type { AppKind } from './app-kind.ts';
import { CrashBoundary } from './CrashBoundary.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RequireLogin } from './RequireLogin.tsx';

// The shared screens load lazily like the apps' own (§2).
const LoginScreen = lazyScreen(() => import('../screens/Login/LoginScreen.tsx'));
const OAuthScreen = lazyScreen(() => import('../screens/OAuth/OAuthScreen.tsx'));
const ForgotPassScreen = lazyScreen(() => import('../screens/ForgotPass/ForgotPassScreen.tsx'));
const MagicPasswordScreen = lazyScreen(() => import('../screens/MagicPassword/MagicPasswordScreen.tsx'));
const VerifyEmailScreen = lazyScreen(() => import('../screens/VerifyEmail/VerifyEmailScreen.tsx'));
const VerifyUserScreen = lazyScreen(() => import('../screens/VerifyUser/VerifyUserScreen.tsx'));
const ResetPassScreen = lazyScreen(() => import('../screens/ResetPass/ResetPassScreen.tsx'));
const AccountScreen = lazyScreen(() => import('../screens/Account/AccountScreen.tsx'));
const SettingsScreen = lazyScreen(() => import('../screens/Settings/SettingsScreen.tsx'));
const TermsScreen = lazyScreen(() => import('../screens/Terms/TermsScreen.tsx'));
const PolicyScreen = lazyScreen(() => import('../screens/Policy/PolicyScreen.tsx'));
/** Not-found, lazily: also what an app shows a signed-in user its screens are not for. */
export const NotFoundScreen = lazyScreen(() => import('../screens/NotFound/NotFoundScreen.tsx'));

/** The routes every app shares (§2), after the app's own. */
export const sharedRoutes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/oauth', element: <OAuthScreen /> },
  { path: '/forgot-password', element: <ForgotPassScreen /> },
  { path: '/magic-password', element: <MagicPasswordScreen /> },
  { path: '/verify-email/:token', element: <VerifyEmailScreen /> },
  { path: '/verify/:token', element: <VerifyUserScreen /> },
  { path: '/reset-password/:token', element: <ResetPassScreen /> },
  {
    path: '/account',
    element: (
      <RequireLogin>
        <AccountScreen />
      </RequireLogin>
    ),
  },
  {
    path: '/settings',
    element: (
      <RequireLogin>
        <SettingsScreen />
      </RequireLogin>
    ),
  },
  { path: '/terms', element: <TermsScreen /> },
  { path: '/policy', element: <PolicyScreen /> },
];

export type AppRouterOptions = {
  app: AppKind;
  basename?: string;
  /** Put around every page inside the frame, e.g. the portal's employer brand; server and browser alike. */
  wrapper?: AppFrameWrapper | undefined;
};

/** The whole route tree: the app frame around the app's routes, the shared ones, then not-found. */
export function buildAppRoutes(
  appRoutes: RouteObject[],
  { app, wrapper }: Pick<AppRouterOptions, 'app' | 'wrapper'>,
): RouteObject[] {
  return [
    {
      element: <AppFrame app={app} wrapper={wrapper} />,
      children: [...appRoutes, ...sharedRoutes, { path: '*', element: <NotFoundScreen /> }],
    },
  ];
}

export type AppRouterProps = AppRouterOptions & { routes: RouteObject[] };

export function AppRoutes({ routes, app, wrapper }: Pick<AppRouterProps, 'routes' | 'app' | 'wrapper'>) {
  const tree = useMemo(() => buildAppRoutes(routes, { app, wrapper }), [routes, app, wrapper]);
  const location = useLocation();
  // The frame has its own boundary; this one catches the frame itself failing.
  return <CrashBoundary resetKey={location.pathname}>{useRoutes(tree)}</CrashBoundary>;
}

/**
 * The app's router (§2), inside `<ShellProvider>`. Declarative routing: the data router's loaders and
 * actions are unused here and would add about 17 KB of gzipped JavaScript to every first screen.
 */
export function AppRouter({ routes, app, basename, wrapper }: AppRouterProps) {
  return (
    <BrowserRouter {...(basename === undefined ? {} : { basename })}>
      <AppRoutes routes={routes} app={app} wrapper={wrapper} />
    </BrowserRouter>
  );
}
