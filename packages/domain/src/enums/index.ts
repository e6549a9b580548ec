export * from './enumerations.ts';
