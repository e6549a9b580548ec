// Reports (§3 kinds and types): the one shape of every report's figures, the views each kind comes as, and
// the suppression of small groups that every figure passes through before anyone sees it.
export * from './flag-adverse-impact.ts';
export * from './format-report-figure.ts';
export * from './report-figures.ts';
export * from './report-kinds.ts';
export * from './suppress-small-groups.ts';
