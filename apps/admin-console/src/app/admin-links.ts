import type { NavigationLink } from '@shortlist/shell/react';

// The admin console's navigation, one line per screen; the label is a common-namespace key.
export const adminLinks: readonly NavigationLink[] = [
  { to: '/admin/overview', label: 'navigation.overview' },
  { to: '/clients', label: 'navigation.clients' },
];
