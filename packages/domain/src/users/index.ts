export * from './account-layout.ts';
export * from './app-routes.ts';
export * from './landing-route.ts';
export * from './layouts.ts';
export * from './login-redirect.ts';
export * from './page-title.ts';
export * from './user-roles.ts';
