export * from './krippendorff-alpha.ts';
export * from './leniency.ts';
export * from './rating-summary.ts';
export * from './rota-check.ts';
export * from './rota-generator.ts';
export * from './rota-input.ts';
export * from './scorecard-terms.ts';
