import type { NavigationLink, PageProps } from '@shortlist/shell/react';
import { Page, useShell, useShellStore } from '@shortlist/shell/react';

// Decision: the navigation shows only the console's screens that exist, in the order a season runs (Roles,
// Search, Screening, Interviews, Events, Settings); the layouts' default sets also name reports, which a
// later part adds.
const consoleLinks: readonly NavigationLink[] = [
  { to: '/manager/roles', label: 'navigation.roles' },
  { to: '/manager/search', label: 'navigation.search' },
  { to: '/manager/screen', label: 'navigation.screening' },
  { to: '/manager/schedules', label: 'navigation.interviews' },
  { to: '/manager/events', label: 'navigation.events' },
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
