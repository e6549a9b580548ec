import type { NavigationLink, PageProps } from '@shortlist/shell/react';
import { Page, useShell, useShellStore } from '@shortlist/shell/react';

// Decision: the navigation shows the console's screens in the order a season runs (Roles, Search,
// Screening, Interviews, Events, Reports, Settings).
const consoleLinks: readonly NavigationLink[] = [
  { to: '/manager/roles', label: 'navigation.roles' },
  { to: '/manager/search', label: 'navigation.search' },
  { to: '/manager/screen', label: 'navigation.screening' },
  { to: '/manager/schedules', label: 'navigation.interviews' },
  { to: '/manager/events', label: 'navigation.events' },
  { to: '/manager/reports', label: 'navigation.reports' },
  // /manager/settings opens its first section; the link stays current on every settings screen.
  { to: '/manager/settings', label: 'navigation.settings' },
];

/** A console screen in the §2 manager layout (manager admin for HIRING_MANAGER_ADMIN). */
export function ManagerPage(props: Omit<PageProps, 'layout' | 'links'>) {
  const shell = useShell();
  const userType = useShellStore(shell.user, (state) => state.user?.userType);
  return (
    <Page
      {...props}
      layout={userType === 'HIRING_MANAGER_ADMIN' ? 'managerAdmin' : 'manager'}
      links={consoleLinks}
    />
  );
}
