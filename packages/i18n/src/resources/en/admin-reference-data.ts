// Wording of the admin console's reference data screen (/admin/reference-data): the stored pick lists.

export const referenceDataNavigation = { referenceData: 'Reference data' } as const;

export const referenceData = {
  title: 'Reference data',
  intro:
    'The pick lists of forms, filters and reports. A retired item stays on old records but is no longer offered.',
  picker: 'Choose a list',
  type: 'List',
  organization: 'Organisation',
  allOrganizations: 'All organisations',
  sharedList: 'This list is shared by all organisations.',
  chooseOrganization: 'Choose an organisation to see its list.',
  showRetired: 'Show retired items',
  count_one: '{{count}} item',
  count_other: '{{count}} items',
  empty: 'This list has no items yet.',
  loadFailed: 'The list could not be loaded.',
  columns: { value: 'Value', label: 'Label', status: 'Status', actions: 'Actions' },
  status: { offered: 'Offered', retired: 'Retired' },
  add: 'Add item',
  edit: 'Edit',
  editTitle: 'Edit {{label}}',
  addTitle: 'Add an item',
  retire: 'Retire',
  restore: 'Offer again',
  save: 'Save',
  cancel: 'Cancel',
  value: 'Value',
  valueHint: 'Stored on records; letters, digits and hyphens are safest.',
  label: 'Label',
  done: {
    added: '{{label}} added.',
    saved: '{{label}} saved.',
    retired: '{{label}} retired: it is no longer offered.',
    restored: '{{label}} is offered again.',
  },
} as const;
