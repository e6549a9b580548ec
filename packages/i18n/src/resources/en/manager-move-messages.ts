// Wording of what a move will send (issue 32): shown in the move, fast-track, bulk and screening-reject dialogs.

export const moveMessages = {
  checking: 'Checking what the candidates will be told…',
  unknown: 'What the candidates will be told could not be checked; the stage’s message settings apply.',
  nobody: 'The candidates will not be told.',
  byEmail: '{{count, number}} by email',
  byText: '{{count, number}} by text',
  tells: 'Tells {{channels}}, sent {{when}}.',
  unreachable_one: '{{count, number}} cannot be told: no address, or they opted out.',
  unreachable_other: '{{count, number}} cannot be told: no address, or they opted out.',
  noneReachable: 'Nobody can be told: no address, or they opted out.',
  atOnce: 'at once',
  at: 'on {{time}} ({{zone}} time)',
  template: 'Message to the candidates',
  stagePolicy: 'The stage’s usual message',
  doNotSend: 'Do not tell them',
  reason: 'Reason for the rejection',
  chooseReason: 'Choose a reason',
  sample: 'Preview the message for the first candidate',
} as const;
