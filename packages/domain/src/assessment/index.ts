export * from './krippendorff-alpha.ts';
export * from './leniency.ts';
export * from './rating-summary.ts';
export * from './scorecard-terms.ts';
