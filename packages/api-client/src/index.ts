// The one HTTP client of the web apps (DESIGN convention 7). Only this package imports ky.
export * from './client/api-call.ts';
export * from './client/api-client.ts';
export * from './client/call-route.ts';
export * from './client/create-api-client.ts';
export * from './errors/api-error.ts';
export * from './session/auth-session-store.ts';
export * from './session/cookie-jar.ts';
export * from './session/key-value-storage.ts';
export * from './session/otp-cookies.ts';
export * from './session/sign-in.ts';
export * from './session/support-return.ts';
export * from './session/support-session.ts';
export * from './session/system-logout.ts';
export * from './session/token-grants.ts';
