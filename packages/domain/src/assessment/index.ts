export * from './scorecard-terms.ts';
