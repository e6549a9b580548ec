export * from './assessed-stages.ts';
export * from './independence.ts';
export * from './krippendorff-alpha.ts';
export * from './leniency.ts';
export * from './marking-assignment.ts';
export * from './marking-order.ts';
export * from './marking-redaction.ts';
export * from './marking-score.ts';
export * from './marking-terms.ts';
export * from './rating-summary.ts';
export * from './rota-check.ts';
/** The day the rota's tests and `pnpm bench` share: 120 candidates, 6 exercises, 24 assessors, 8 rooms. */
export { largeDay as largeRotaDay } from './rota-fixtures.ts';
export * from './rota-generator.ts';
export * from './rota-input.ts';
export * from './scorecard-summary.ts';
export * from './scorecard-terms.ts';
