// Issue 32: the reasons a rejection may give, which every organisation starts with. An organisation may rename
// or retire any of them and add its own; the ids are stored on applications, so never change one.

export const defaultRejectionReasons = [
  { id: 'academic-threshold', name: 'Academic threshold not met' },
  { id: 'application-answers', name: 'Application answers' },
  { id: 'online-test-result', name: 'Online test result' },
  { id: 'interview-performance', name: 'Interview performance' },
  { id: 'assessment-centre-performance', name: 'Assessment centre performance' },
  { id: 'role-filled', name: 'Role filled' },
  { id: 'right-to-work', name: 'Right to work' },
  { id: 'withdrawn-by-firm', name: 'Withdrawn by the firm' },
  { id: 'other', name: 'Other' },
] as const;

export type DefaultRejectionReasonId = (typeof defaultRejectionReasons)[number]['id'];

/** The prefix of an organisation's own reason ids, so they never meet a default's. */
export const ownRejectionReasonPrefix = 'own-';
