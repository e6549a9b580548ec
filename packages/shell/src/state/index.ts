// @shortlist/shell/state: the shared app state as vanilla zustand stores, one per concern (DESIGN 6).
export * from './candidate-store.ts';
export * from './cookie-consent-store.ts';
export * from './loading-store.ts';
export * from './login-store.ts';
export * from './logout-redirect.ts';
export * from './menu-store.ts';
export * from './organization-settings.ts';
export * from './process-error.ts';
export * from './process-store.ts';
export * from './root-storage.ts';
export * from './router-store.ts';
export * from './screen-size-store.ts';
export * from './search-store.ts';
export * from './shell-state.ts';
export * from './sorting-preferences-store.ts';
export * from './user-store.ts';
