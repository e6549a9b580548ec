// Wording of the console's rejection reasons (issue 32): the reasons a rejection gives, kept on the application
// and counted in the reports.

export const settingsRejectionReasons = {
  rejectionReasons: {
    title: 'Rejection reasons',
    intro:
      'The reasons a manager chooses from when rejecting a candidate. Each rejection keeps its reason, and the efficiency and rejection reports count them. A retired reason is no longer offered, but rejections that gave it keep it and the reports still show it.',
    loadFailed: 'The rejection reasons could not be loaded.',
    caption: 'Your organisation’s rejection reasons',
    count_one: '{{count}} reason, {{offered}} offered',
    count_other: '{{count}} reasons, {{offered}} offered',
    columns: { name: 'Reason', kind: 'Kind', status: 'Status', actions: 'Actions' },
    kind: { default: 'Shortlist’s default', own: 'Your organisation’s' },
    status: { offered: 'Offered', retired: 'Retired' },
    add: 'Add a reason',
    addTitle: 'Add a rejection reason',
    rename: 'Rename',
    renameLabel: 'Rename {{name}}',
    renameTitle: 'Rename “{{name}}”',
    renameText: 'Past rejections and the reports show the new name.',
    name: 'Reason',
    save: 'Save',
    cancel: 'Cancel',
    retire: 'Retire',
    retireLabel: 'Retire {{name}}',
    restore: 'Offer again',
    restoreLabel: 'Offer {{name}} again',
    added: '“{{name}}” added: it is offered when rejecting.',
    renamed: 'Renamed to “{{name}}”.',
    retired: '“{{name}}” retired: it is no longer offered; past rejections keep it.',
    restored: '“{{name}}” is offered again.',
  },
} as const;
