export * from './marking-assignment.ts';
export * from './marking-order.ts';
export * from './marking-redaction.ts';
export * from './marking-score.ts';
export * from './marking-terms.ts';
export * from './scorecard-terms.ts';
