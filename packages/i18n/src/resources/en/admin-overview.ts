// Wording of the admin console's overview (/admin): the provider's figures across all clients.

export const overview = {
  title: 'Overview',
  intro: 'Figures across all active client organisations, this season from {{date}}.',
  failed: 'The overview could not be loaded.',
  tableLabel: 'Figures by client',
  organizations: 'Active clients',
  client: 'Client',
  applicationsThisSeason: 'Applications this season',
  activeRoles: 'Live roles',
  usersSignedInLast30Days: 'Users signed in, last 30 days',
} as const;
