// Wording of what a move will send (issue 32): shown in the move, fast-track, bulk and screening-reject dialogs.

export const moveMessages = {
  checking: 'Checking what the candidates will be told…',
  unknown: 'What the candidates will be told could not be checked; the stage’s message settings apply.',
  nobody: 'The candidates will not be told.',
  summary:
    'Email to {{email}}, text to {{sms}}, nothing to {{nothing}} (no address or they opted out). Sent {{when}}.',
  atOnce: 'at once',
  at: 'on {{time}}',
  template: 'Message to the candidates',
  stagePolicy: 'The stage’s usual message',
  doNotSend: 'Do not tell them',
  reason: 'Reason for the rejection',
  chooseReason: 'Choose a reason',
  sample: 'Preview the message for the first candidate',
} as const;
