// Wording of the console's message policies (issue 32): what a move to each stage tells candidates, and when.

export const settingsMessagePolicies = {
  messagePolicies: {
    title: 'Stage messages',
    intro:
      'What a move to each stage tells the candidate, and when. Held and scheduled messages wait, so an undo or a later move cancels them. Scheduled times are in {{zone}}.',
    loadFailed: 'The stage messages could not be loaded.',
    notify: 'Tell candidates when they are moved here',
    emailTemplate: 'Email',
    smsTemplate: 'Text message',
    noEmail: 'No email',
    noText: 'No text message',
    timing: 'When it is sent',
    timings: {
      immediate: 'At once',
      hold: 'After a hold',
      scheduled: 'At a set time on the next working day',
    },
    holdMinutes: 'Hold for (minutes)',
    localTime: 'Time of day',
    templates: { 'rejected-by-stage': 'Rejection worded for the stage reached' },
    source: {
      default: 'Shortlist’s default',
      stage: 'Your organisation’s setting for this stage',
      'sub-stage': 'Your organisation’s setting for this sub-stage',
    },
    summary: {
      silent: 'Candidates are not told',
      immediate: 'Sent at once',
      // A hold of whole hours is said in hours, any other in minutes (holdWording in the console).
      holdHours_one: 'Sent after {{count}} hour',
      holdHours_other: 'Sent after {{count}} hours',
      holdMinutes_one: 'Sent after {{count}} minute',
      holdMinutes_other: 'Sent after {{count}} minutes',
      scheduled: 'Sent at {{time}} the next working day',
    },
    subStageTitle: '{{stage}}: {{subStage}}',
    save: 'Save the messages of {{stage}}',
    saveShort: 'Save',
    reset: 'Go back to the default for {{stage}}',
    resetShort: 'Use the default',
    saved: 'The messages of {{stage}} are saved.',
    resetDone: '{{stage}} is back to its default.',
  },
} as const;
