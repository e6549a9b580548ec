import { pickMarketingTags } from '@shortlist/domain/constants';
import { resolvePageTitle } from '@shortlist/domain/users';
import type { ComponentType, ReactNode } from 'react';
import { Fragment, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { AppKind } from './app-kind.ts';
import { titleUserType } from './app-kind.ts';
import { CookieConsentBanner } from './CookieConsentBanner.tsx';
import { CrashBoundary } from './CrashBoundary.tsx';
import { AppKindContext } from './layout-context.ts';
import { useMarketingTags } from './marketing-tags.ts';
import { reportPageView } from './page-view.ts';
import { useHydrating, usePreloadedReads } from './preloaded-reads.ts';
import { isPrintView } from './print-view.ts';
import { StatusBanners } from './StatusBanners.tsx';
import { SupportSessionBanner } from './SupportSessionBanner.tsx';
import { useNavigationBridge, useShell, useShellStore } from './shell-context.ts';

/** Hands the router's navigate to the stores and keeps the router store in step with the location. */
function useRouterWiring() {
  const shell = useShell();
  const bridge = useNavigationBridge();
  const navigate = useNavigate();
  const location = useLocation();
  const preloaded = usePreloadedReads();
  const firstLocation = useRef(location.key);

  // The server's reads were of the page it rendered: any other page reads afresh.
  useEffect(() => {
    if (location.key !== firstLocation.current) preloaded.clear();
  }, [preloaded, location.key]);

  useEffect(() => bridge.register((url) => void navigate(url)), [bridge, navigate]);

  useEffect(() => {
    shell.router.getState().locationChanged({ pathname: location.pathname, search: location.search });
    shell.cookieConsent.getState().setPrintView(isPrintView(location));
  }, [shell, location]);
}

/** §2: a page view on first load and on each path change (a new query alone is not a new page). */
function usePageViews() {
  const { cookieConsent } = useShell();
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    reportPageView(pathname, cookieConsent.getState().accepted);
  }, [cookieConsent, pathname]);
}

/** §2: menus close when the page changes, so at most the one just opened is ever open. */
function useMenusClosedOnNavigation() {
  const { menus } = useShell();
  const { pathname } = useLocation();
  // The path is only the trigger: any new page closes whatever menu led there.
  useEffect(() => {
    if (pathname) menus.getState().closeAll();
  }, [menus, pathname]);
}

function usePageTitle(app: AppKind) {
  const shell = useShell();
  const userType = useShellStore(shell.user, (state) => state.user?.userType ?? null);
  const { pathname } = useLocation();
  // A server-rendered page came with its own title (the role's, the event's): kept until the visitor moves on.
  const serverTitled = useRef(useHydrating() ? pathname : null);
  useEffect(() => {
    if (serverTitled.current === pathname) return;
    serverTitled.current = null;
    document.title = resolvePageTitle({ userType: titleUserType(app, userType), brand: shell.brand });
  }, [app, userType, shell.brand, pathname]);
}

/** §4: the signed-in user's organisation's marketing tags, once cookies are accepted. */
function useOrganizationTags() {
  const shell = useShell();
  const text = useShellStore(shell.user, (state) => state.settings.text);
  useMarketingTags(pickMarketingTags(text));
}

/** What an app may put around every page of the frame (the portal: the employer's brand of issue 19). */
export type AppFrameWrapper = ComponentType<{ children: ReactNode }>;

export type AppFrameProps = { app: AppKind; wrapper?: AppFrameWrapper | undefined };

/** The root route of every app: crash boundary, page views, title, status banners and cookie consent. */
export function AppFrame({ app, wrapper: Wrapper = Fragment }: AppFrameProps) {
  const { pathname } = useLocation();
  useRouterWiring();
  usePageViews();
  useMenusClosedOnNavigation();
  usePageTitle(app);
  useOrganizationTags();
  return (
    <AppKindContext.Provider value={app}>
      <Wrapper>
        <SupportSessionBanner />
        <StatusBanners />
        <CrashBoundary resetKey={pathname}>
          <Outlet />
        </CrashBoundary>
        <CookieConsentBanner />
      </Wrapper>
    </AppKindContext.Provider>
  );
}
