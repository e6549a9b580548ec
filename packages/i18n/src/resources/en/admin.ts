import type { OrganizationStatus, UserType } from '@shortlist/domain/enums';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { overview } from './admin-overview.ts';
import { adminContacts, adminUsers } from './admin-users.ts';

// Wording of the admin console: client organisations, users, contacts and admin reports.

export const admin = {
  overview,
  organizationUsers: adminUsers,
  organizationContacts: adminContacts,
  navigation: {
    clients: 'Clients',
    users: 'Users',
    contacts: 'Contacts',
    reports: 'Reports',
  },
  clients: {
    title: 'Client organisations',
    add: 'Add client',
    name: 'Organisation name',
    subdomain: 'Subdomain',
    sector: 'Sector',
    countryBase: 'Country base',
    empty: 'No client organisations yet.',
    status: {
      ACTIVE: 'Active',
      INACTIVE: 'Inactive',
      ARCHIVED: 'Archived',
    } satisfies Record<OrganizationStatus, string>,
    sectorKind: {
      LAW_FIRM: 'Law firm',
      CHAMBERS: 'Chambers',
      COMPANY: 'Company',
    } satisfies Record<SectorKind, string>,
  },
  users: {
    title: 'Users',
    add: 'Add user',
    userType: {
      CANDIDATE: 'Candidate',
      ANONYMOUS_CANDIDATE: 'Anonymous candidate',
      HIRING_MANAGER: 'Hiring manager',
      HIRING_MANAGER_ADMIN: 'Hiring manager admin',
      ADMIN: 'Admin',
    } satisfies Record<UserType, string>,
  },
  contacts: {
    title: 'Contacts',
    add: 'Add contact',
  },
  reports: {
    title: 'Admin reports',
  },
} as const;
