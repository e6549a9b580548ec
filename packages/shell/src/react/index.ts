// @shortlist/shell/react: the React binding of the shell state, the app frame, the router and the page.

export { AppFrame, type AppFrameProps, type AppFrameWrapper } from './AppFrame.tsx';
export { type AppKind, appKinds } from './app-kind.ts';
export {
  AppRouter,
  type AppRouterOptions,
  type AppRouterProps,
  AppRoutes,
  buildAppRoutes,
  NotFoundScreen,
  sharedRoutes,
} from './app-router.tsx';
export { CrashBoundary } from './CrashBoundary.tsx';
export { ChunkLoadError, loadChunk } from './chunk-load-error.ts';
export { DelayedSpinner } from './DelayedSpinner.tsx';
export { HeaderMenu, type HeaderMenuItem, type HeaderMenuProps } from './HeaderMenu.tsx';
export { LandingRedirect, useLandingRoute } from './LandingRedirect.tsx';
export { languageStorageKey, readLanguagePreference, saveLanguagePreference } from './language-preference.ts';
export { useAppKind } from './layout-context.ts';
export { type LazyScreenOptions, lazyScreen } from './lazy-screen.tsx';
export { loadMarketingTags, type MarketingTags, useMarketingTags } from './marketing-tags.ts';
export { type NavigationLink, navigationByLayout, resolveLayout } from './navigation-links.ts';
export { Page, type PageProps } from './Page.tsx';
export { type PageViewEvent, reportPageView } from './page-view.ts';
export {
  type PreloadedRead,
  type PreloadedReads,
  preloadedReadsElementId,
  readPreloadedReads,
} from './preloaded-reads.ts';
export { isPrintView } from './print-view.ts';
export { RequireLogin, type RequireLoginProps } from './RequireLogin.tsx';
export { faqHref, ShellCrashScreen, type ShellCrashScreenProps } from './ShellCrashScreen.tsx';
export {
  type ShellEnvironment,
  ShellProvider,
  type ShellProviderProps,
  webApiClient,
} from './ShellProvider.tsx';
export { StatusBanners } from './StatusBanners.tsx';
export { SupportSessionBanner } from './SupportSessionBanner.tsx';
export { saveDownload } from './save-download.ts';
export { useApi, useShell, useShellStorage, useShellStore } from './shell-context.ts';
export {
  type SiteBrand,
  SiteBrandProvider,
  type SiteBrandProviderProps,
  useSiteBrand,
  useSiteBrandStyle,
} from './site-brand.tsx';
export { type LayoutInfo, useLayout } from './use-layout.ts';
export { type Loaded, type LoadOptions, type LoadState, useLoad } from './use-load.ts';
export { useNamespace, useWording } from './use-namespace.ts';
