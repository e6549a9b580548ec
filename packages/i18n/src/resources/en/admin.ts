import type { UserType } from '@shortlist/domain/enums';
import { audit } from './admin-audit.ts';
import { clients } from './admin-clients.ts';
import { organization } from './admin-organization.ts';
import { overview } from './admin-overview.ts';
import { referenceData } from './admin-reference-data.ts';
import { report } from './admin-report.ts';
import { translations } from './admin-translations.ts';
import { adminContacts, adminUsers, organizationSections } from './admin-users.ts';

// Wording of the admin console: client organisations, users, contacts and admin reports.

export const admin = {
  overview,
  referenceData,
  translations,
  audit,
  organizationUsers: adminUsers,
  organizationContacts: adminContacts,
  organizationSections,
  navigation: {
    clients: 'Clients',
    users: 'Users',
    contacts: 'Contacts',
    reports: 'Reports',
  },
  clients,
  organization,
  report,
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
