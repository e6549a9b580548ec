import type { AssessmentRefusalReason } from '@shortlist/domain/contract';

// Wording of online-test invitations (issue 14): the Invite to test action of the candidate lists and the
// record, who of a selection cannot be invited and why, the progress of a large invitation, and the
// assessment state shown in the lists and the record's panel.

export const assessments = {
  action: 'Invite to test',
  title: 'Invite to an online test',
  test: 'Online test',
  takenAt: 'Taken at: {{stages}}',
  noTests: 'No online test is switched on',
  noTestsText: 'A manager admin switches each online test on in the organisation’s settings.',
  loadFailed: 'The online tests could not be loaded',
  checking: 'Checking who can take it…',
  checkFailed: 'Could not check who can take it',
  eligible_one: '{{count}} of {{selected}} selected can be invited.',
  eligible_other: '{{count}} of {{selected}} selected can be invited.',
  noneEligible: 'None of the {{selected}} selected can be invited to this test now.',
  refusedTitle_one: '{{count}} cannot be invited',
  refusedTitle_other: '{{count}} cannot be invited',
  reasons: {
    'not-found': 'No longer in your organisation’s lists',
    'not-submitted': 'Application not submitted',
    'other-role': 'Applied to another role',
    'wrong-stage': 'At another stage',
    'stage-not-allowed': 'Not at a stage this test is taken at ({{stages}})',
    'already-invited': 'Already invited to this test at this stage',
    'stage-already-covered': 'Another assessment or schedule already covers their stage',
  } satisfies Record<AssessmentRefusalReason, string>,
  reasonCount_one: '{{reason}}: {{count}} candidate',
  reasonCount_other: '{{reason}}: {{count}} candidates',
  atStage: '{{name}} ({{stage}})',
  andMore_one: 'and {{count}} more',
  andMore_other: 'and {{count}} more',
  invite_one: 'Invite {{count}}',
  invite_other: 'Invite {{count}}',
  cancel: 'Cancel',
  close: 'Close',
  progress: 'Invited {{done}} of {{total}}…',
  progressLabel: 'Invitation progress',
  failed: 'The invitations stopped',
  result_one: '{{count}} candidate invited to {{test}}.',
  result_other: '{{count}} candidates invited to {{test}}.',
  resultSkipped_one: '{{count}} more could not be invited.',
  resultSkipped_other: '{{count}} more could not be invited.',
  // The state column of the lists and the record's panel (§4 states, §2 status marks).
  state: {
    code: 'Test {{state}}',
    result: 'Result {{state}}',
  },
} as const;
