import type { UserType } from '@shortlist/domain/enums';

// Wording of the admin report of one client (§7 GET /admin/report/{id}) on its organisation page.

export const report = {
  title: 'Admin report',
  failed: 'The admin report could not be loaded.',
  totalUsers: 'Users',
  managersSignedIn: 'Managers signed in in the last 30 days',
  contacts: 'Contacts',
  usersOfType: {
    CANDIDATE: 'Candidates',
    ANONYMOUS_CANDIDATE: 'Anonymous candidates',
    HIRING_MANAGER: 'Hiring managers',
    HIRING_MANAGER_ADMIN: 'Manager admins',
    ADMIN: 'Provider admins',
  } satisfies Record<UserType, string>,
} as const;
