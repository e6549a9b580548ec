// The API contract: one description per route, by feature area (see route.ts).
export * from './accounts.ts';
export * from './admin.ts';
export * from './assessments.ts';
export * from './candidates.ts';
export * from './events.ts';
export * from './groups.ts';
export * from './list-views.ts';
export * from './messaging.ts';
export * from './organizations.ts';
export * from './pipeline.ts';
export * from './platform.ts';
export * from './reference-data.ts';
export * from './reports.ts';
export * from './roles.ts';
export * from './route.ts';
export * from './scheduling.ts';
export * from './search.ts';
