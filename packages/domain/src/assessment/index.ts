export * from './assessed-stages.ts';
export * from './scorecard-summary.ts';
export * from './scorecard-terms.ts';
