import type { LayoutName } from './layouts.ts';

export const routeAccesses = ['public', 'login'] as const;
export type RouteAccess = (typeof routeAccesses)[number];

export type AppRoute = {
  /** Path pattern; `:name` matches one non-empty segment. */
  readonly path: string;
  /** Non-exact routes also match every path below them. */
  readonly exact: boolean;
  readonly access: RouteAccess;
  /** `byUserType`: the layout comes from `resolveAccountLayout`. */
  readonly layout: LayoutName | 'byUserType';
};

function route(path: string, access: RouteAccess, layout: AppRoute['layout'], exact = true): AppRoute {
  return { path, exact, access, layout };
}

/**
 * The app-shell routes of §2. Only routes the spec marks "login required" need a user.
 * Decision: /profile, /account and /settings are non-exact so /profile/create and settings sub-pages
 * stay behind sign-in; exact /clients needs a user too (an admin layout has nothing to show without one).
 * Decision: /manager/reports is exact, so /manager/reports/<x> falls under /manager and needs a user.
 * Decision: the spec leaves layouts of most public pages open; we pick the nearest named layout.
 */
export const appRoutes: readonly AppRoute[] = [
  route('/', 'public', 'welcome'),
  route('/ui', 'public', 'fullWidth'),
  route('/signup', 'public', 'signup'),
  route('/profile', 'login', 'candidate', false),
  route('/account', 'login', 'byUserType', false),
  route('/settings', 'login', 'byUserType', false),
  route('/terms', 'public', 'fullWidth'),
  route('/policy', 'public', 'fullWidth'),
  route('/clients', 'login', 'admin'),
  route('/clients', 'login', 'admin', false),
  route('/verify/:token', 'public', 'login'),
  route('/interview/:token', 'public', 'fullWidth'),
  route('/event/:eventId', 'public', 'events'),
  route('/event/:eventId/qr-check-in', 'public', 'events'),
  route('/event/:eventId/check-in', 'login', 'events'),
  route('/roles', 'public', 'roles'),
  route('/events', 'public', 'events'),
  route('/job/:link', 'public', 'roles'),
  route('/application', 'public', 'applicationFlow'),
  route('/applications', 'login', 'candidate'),
  route('/applya/:roleId', 'public', 'applicationFlow'),
  route('/apply/:roleId', 'public', 'applicationFlow'),
  route('/applyp/:roleId', 'public', 'applicationFlow'),
  route('/preview/:roleId', 'public', 'applicationFlow'),
  route('/verify-email/:token', 'public', 'login'),
  route('/login', 'public', 'login'),
  route('/oauth', 'public', 'login'),
  route('/forgot-password', 'public', 'login'),
  route('/magic-password', 'public', 'login'),
  route('/screen', 'public', 'fullWidth'),
  route('/finished', 'public', 'applicationFlow'),
  route('/submitted', 'public', 'applicationFlow'),
  route('/on-boarding/:token', 'public', 'welcome'),
  route('/reset-password/:token', 'public', 'login'),
  route('/manager/reports', 'public', 'managerReports'),
  // Decision: the manager console swaps in the managerAdmin layout for HIRING_MANAGER_ADMIN.
  route('/manager', 'login', 'manager', false),
  route('/admin', 'login', 'admin', false),
  route('/docusignapproved', 'public', 'fullWidth'),
];

function splitPath(pathname: string): string[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

function matchesRoute(appRoute: AppRoute, segments: readonly string[]): boolean {
  const pattern = splitPath(appRoute.path);
  if (appRoute.exact ? segments.length !== pattern.length : segments.length < pattern.length) return false;
  return pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/**
 * The route serving a path, or null for the not-found screen. An exact route beats a non-exact one,
 * and among non-exact routes the longest pattern wins.
 */
export function matchAppRoute(pathname: string): AppRoute | null {
  const segments = splitPath(pathname);
  const matches = appRoutes.filter((appRoute) => matchesRoute(appRoute, segments));
  const exact = matches.find((appRoute) => appRoute.exact);
  if (exact) return exact;
  return matches.reduce<AppRoute | null>(
    (best, appRoute) =>
      best === null || splitPath(appRoute.path).length > splitPath(best.path).length ? appRoute : best,
    null,
  );
}

/** Whether a path needs a signed-in user; the not-found screen does not. */
export function isLoginRequired(pathname: string): boolean {
  return matchAppRoute(pathname)?.access === 'login';
}
