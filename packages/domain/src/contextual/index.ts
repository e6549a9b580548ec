export * from './a-level-points.ts';
export * from './contextual-flags.ts';
export * from './contextual-profile.ts';
export * from './evidence-questions.ts';
export * from './school-outperformance.ts';
export * from './socio-economic-class.ts';
export * from './types.ts';
