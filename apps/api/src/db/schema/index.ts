export * from './auth.ts';
export * from './candidates.ts';
export * from './messages.ts';
export * from './organizations.ts';
export * from './reference-data.ts';
export * from './users.ts';
