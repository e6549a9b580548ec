export * from './date-metric.ts';
export * from './matrix-score.ts';
export * from './metric-bounds.ts';
export * from './metric-value.ts';
export * from './sum-scores.ts';
