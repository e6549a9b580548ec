export * from './country-base.ts';
export * from './language.ts';
export * from './role-type-labels.ts';
export * from './sector-vocabulary.ts';
