// The API contract: one description per route, by feature area (see route.ts).
export * from './roles.ts';
export * from './route.ts';
