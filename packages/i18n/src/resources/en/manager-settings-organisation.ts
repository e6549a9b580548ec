// Wording of the console's organisation settings: stages, metrics, users and the organisation's own
// settings.

export const settingsOrganisation = {
  // /manager/settings/stages: each stage's sub-stages (§3 code, default, order).
  stages: {
    title: 'Stages',
    intro:
      'A candidate moved to a stage lands in its default sub-stage; the candidate-list tabs show each stage with these sub-stages in this order.',
    loadFailed: 'The stages could not be loaded',
    empty: 'No stages yet',
    emptyText: 'The stages of your organisation appear here once it has some.',
    legend: 'Sub-stages of {{stage}}',
    codeLabel: 'Code of sub-stage {{position}}',
    unnamed: 'sub-stage {{position}}',
    default: 'Default',
    defaultOf: 'Make {{name}} the default',
    drag: 'Drag {{name}}',
    dragHelp:
      'To reorder, press Space or Enter on a drag handle, move with the arrow keys, then press Space or Enter to drop it or Escape to cancel.',
    up: 'Up',
    down: 'Down',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    removeShort: 'Remove',
    remove: 'Remove {{name}}',
    newCode: 'New sub-stage',
    add: 'Add',
    save: 'Save',
    saveStage: 'Save the sub-stages of {{stage}}',
    saving: 'Saving…',
    saved: 'The sub-stages of {{stage}} are saved.',
    announce: {
      start: 'Picked up {{code}}, position {{position}} of {{count}}.',
      over: '{{code}} is over position {{position}} of {{count}}.',
      end: '{{code}} dropped at position {{position}} of {{count}}.',
      cancel: 'Moving {{code}} cancelled; it stays at position {{position}} of {{count}}.',
    },
  },
  // /manager/settings/metrics: the scoring metrics (§3, §5).
  metrics: {
    title: 'Scoring metrics',
    intro:
      'The measures managers score candidates on. Metrics shown on invitations appear on interview and assessment invitations.',
    loadFailed: 'The scoring metrics could not be loaded',
    caption_one: '{{count}} scoring metric, in the order managers see them',
    caption_other: '{{count}} scoring metrics, in the order managers see them',
    boundsHint:
      'An empty minimum or maximum uses the default: 0 to 5 for a number, 0 to 100 for a percentage.',
    columns: {
      number: '#',
      key: 'Key',
      label: 'Label',
      type: 'Type',
      min: 'Min',
      max: 'Max',
      showOnInvite: 'On invitations',
      actions: 'Actions',
    },
    cell: {
      key: 'Key of metric {{number}}',
      label: 'Label of metric {{number}}',
      type: 'Type of metric {{number}}',
      min: 'Minimum of metric {{number}}',
      max: 'Maximum of metric {{number}}',
      showOnInvite: 'Show {{name}} on invitations',
    },
    types: { number: 'Number', percent: 'Percent', yesno: 'Yes/no', text: 'Text', date: 'Date' },
    noBounds: 'None',
    unnamed: 'metric {{number}}',
    up: 'Up',
    down: 'Down',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    removeShort: 'Remove',
    remove: 'Remove {{name}}',
    empty: 'No metrics yet. Add one to start scoring.',
    add: 'Add metric',
    save: 'Save metrics',
    saving: 'Saving…',
    saved: 'The scoring metrics are saved.',
    checkCells: 'Check the cells marked in the table.',
  },
} as const;
