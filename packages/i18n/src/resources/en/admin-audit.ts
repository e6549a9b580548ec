// Wording of the admin console's audit log (/admin/audit): search, page and export.

export const auditNavigation = { audit: 'Audit log' } as const;

export const audit = {
  title: 'Audit log',
  intro: 'Who did what, when, in which organisation and to which record. Secrets and tokens are never shown.',
  filters: {
    legend: 'Search the audit log',
    organization: 'Organisation',
    allOrganizations: 'All organisations',
    user: 'User (email or name)',
    action: 'Action',
    anyAction: 'Any action',
    from: 'From',
    to: 'To',
    search: 'Search',
    clear: 'Clear',
  },
  export: 'Export CSV',
  exporting: 'Exporting…',
  exportHint: 'The export holds every entry of the search, newest first (at most 10,000).',
  count_one: '{{count}} entry',
  count_other: '{{count}} entries',
  empty: 'No entries match this search.',
  loadFailed: 'The audit log could not be loaded.',
  columns: {
    when: 'When',
    who: 'Who',
    action: 'Action',
    organization: 'Organisation',
    record: 'Record',
    details: 'Details',
  },
  provider: 'Provider',
  system: 'System',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}} of {{pages}}',
} as const;
