export * from './stage-ids.ts';
