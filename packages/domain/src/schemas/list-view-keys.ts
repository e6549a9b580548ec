// Plain lists without zod, so the console's bundle can import them without the validation library.

// The candidate lists of the manager console whose views a user keeps (issue 12): a role's candidates and the
// search across roles.
export const candidateListKeys = ['role-candidates', 'search'] as const;
export type CandidateListKey = (typeof candidateListKeys)[number];

/** The columns a candidate list can show, each a field of CandidateListItem (or two, for the name). */
export const candidateListColumns = [
  'name',
  'email',
  'id',
  'role',
  'stage',
  'subStage',
  'stageState',
  'status',
  'appliedAt',
  'lastChangeAt',
  'candidateScore',
  'assignee',
  // Issue 13: the contextual flags that are on, as compact badges.
  'contextualFlags',
] as const;
export type CandidateListColumn = (typeof candidateListColumns)[number];
