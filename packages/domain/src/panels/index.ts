export * from './panel-assignment.ts';
export * from './panel-move.ts';
