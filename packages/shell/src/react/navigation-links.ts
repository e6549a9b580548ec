import type { UserType } from '@shortlist/domain/enums';
import type { LayoutName } from '@shortlist/domain/users';
import { resolveAccountLayout } from '@shortlist/domain/users';
import type { ParseKeys } from 'i18next';

/** One link of a layout's navigation; `label` is a common-namespace key. */
export type NavigationLink = { readonly to: string; readonly label: ParseKeys<'common'> };

// A signed-in candidate's own pages (profile, applications) are in the profile menu, not here twice.
const publicLinks: readonly NavigationLink[] = [
  { to: '/roles', label: 'navigation.roles' },
  { to: '/events', label: 'navigation.events' },
];
const managerLinks: readonly NavigationLink[] = [
  { to: '/manager/roles', label: 'navigation.roles' },
  { to: '/manager/search', label: 'navigation.search' },
  { to: '/manager/events', label: 'navigation.events' },
  { to: '/manager/reports', label: 'navigation.reports' },
];
const adminLinks: readonly NavigationLink[] = [
  { to: '/admin', label: 'navigation.admin' },
  { to: '/clients', label: 'navigation.clients' },
];

/**
 * The navigation of each layout of §2. Decision: the sign-in, sign-up, welcome and application-flow
 * layouts keep the visitor on their task, so they show no navigation; a manager admin gets both sets.
 */
export const navigationByLayout: Record<LayoutName, readonly NavigationLink[]> = {
  candidate: publicLinks,
  applicationFlow: [],
  login: [],
  signup: [],
  manager: managerLinks,
  managerAdmin: [...managerLinks, ...adminLinks],
  admin: adminLinks,
  managerReports: managerLinks,
  roles: publicLinks,
  events: publicLinks,
  fullWidth: [],
  welcome: [],
};

/** 'byUserType' (the /account and /settings rule of §2) resolved for the user; a named layout as is. */
export function resolveLayout(
  layout: LayoutName | 'byUserType',
  userType: UserType | null | undefined,
): LayoutName {
  return layout === 'byUserType' ? resolveAccountLayout(userType) : layout;
}
